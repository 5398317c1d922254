import { describe, expect, it } from 'vitest'
import { fileUrl } from './files'

describe('a file address', () => {
  it('is made absolute for a server path and kept as it is for a full, data or blob address', () => {
    expect(fileUrl('/upload/2026/01/01/a.png')).toBe(`${window.location.origin}/upload/2026/01/01/a.png`)
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(fileUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>')
    expect(fileUrl('blob:https://x/1')).toBe('blob:https://x/1')
    expect(fileUrl(undefined)).toBe('')
  })
})
