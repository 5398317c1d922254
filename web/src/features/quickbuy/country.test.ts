import { afterEach, describe, expect, it, vi } from 'vitest'
import { countryName } from './country'

const us = { code: 'US', name: 'United States' }

describe('quick buy country name', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('names the country in the reader language from its ISO code', () => {
    expect(countryName(us, 'zh-CN')).toBe('美国')
    expect(countryName(us, 'zh-HK')).toBe('美國')
    expect(countryName(us, 'ja')).toBe('アメリカ合衆国')
    expect(countryName(us, 'en')).toBe('United States')
    expect(countryName({ code: 'TH', name: 'Thailand' }, 'th')).toBe('ไทย')
  })

  it('shows the name the operator wrote when the code is not a region the browser knows', () => {
    expect(countryName({ code: 'XX', name: 'Elsewhere' }, 'zh-CN')).toBe('Elsewhere')
    expect(countryName({ code: 'EUR', name: 'Eurozone' }, 'ja')).toBe('Eurozone')
    expect(countryName({ code: 'ZZ', name: 'Nowhere' }, 'zh-CN')).toBe('Nowhere')
    expect(countryName({ code: 'XA', name: 'Test Market' }, 'en')).toBe('Test Market')
    expect(countryName({ code: 'XK', name: 'Kosovo' }, 'zh-CN')).toBe('科索沃')
  })

  it('shows the name the operator wrote where the browser cannot name regions', () => {
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined })
    expect(countryName(us, 'zh-CN')).toBe('United States')
  })
})
