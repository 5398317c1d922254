import { describe, expect, it } from 'vitest'
import { fitWithin } from './compress'

describe('picture compression size', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(1000, 5000, 1600)).toEqual({ width: 320, height: 1600 })
  })

  it('never scales a small picture up', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
  })
})
