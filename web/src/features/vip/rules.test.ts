import { describe, expect, it } from 'vitest'
import { measure, vipProgress, withdrawLimit } from './rules'
import type { VipView } from './types'

const view = (fields: Partial<VipView> = {}): VipView => ({
  level: 1,
  volume_30d: '25000.00',
  holdings: '9000.00',
  computed_at: '2026-11-25 00:05:10',
  computed_at_ts: 1795568710000,
  next: { level: 2, volume: '100000', holdings: '10000' },
  levels: [],
  ...fields,
})

describe('VIP progress', () => {
  it('measures volume and holdings each against the next level’s threshold', () => {
    const progress = vipProgress(view())
    expect(progress.nextLevel).toBe(2)
    expect(progress.volume).toEqual({
      current: '25000',
      target: '100000',
      missing: '75000',
      percent: 25,
      reached: false,
    })
    expect(progress.holdings).toMatchObject({ missing: '1000', percent: 90, reached: false })
  })

  it('cuts the percent down, so that a bar never looks full before the threshold is met', () => {
    expect(measure('99999.99', '100000').percent).toBe(99)
    expect(measure('1', '3').percent).toBe(33)
  })

  it('counts decimals exactly, without floating point drift', () => {
    expect(measure('0.1', '0.3').missing).toBe('0.2')
  })

  it('shows a met threshold as full with nothing missing', () => {
    expect(measure('10000', '10000')).toMatchObject({ percent: 100, missing: '0', reached: true })
    expect(measure('12000.50', '10000')).toMatchObject({ percent: 100, missing: '0', reached: true })
  })

  it('has no progress at the top level', () => {
    expect(vipProgress(view({ level: 5, next: null }))).toEqual({ nextLevel: null, volume: null, holdings: null })
  })

  it('reads an unreadable amount as zero', () => {
    expect(measure('', '1000')).toMatchObject({ current: '0', percent: 0, missing: '1000' })
  })
})

describe('table amounts', () => {
  it('are grouped by thousands with their decimals kept', async () => {
    const { grouped } = await import('./rules')
    expect(grouped('20000000')).toBe('20,000,000')
    expect(grouped('25000.50')).toBe('25,000.5')
    expect(grouped('999')).toBe('999')
    expect(grouped('x')).toBe('--')
  })
})

describe('withdrawal limits in the table', () => {
  it("groups a level's limit and shows a dash for a level that gives none", () => {
    expect(withdrawLimit('2000.00')).toBe('2,000')
    expect(withdrawLimit('0.00')).toBe('–')
    expect(withdrawLimit('')).toBe('–')
  })
})
