import { describe, expect, it, vi } from 'vitest'
import { AREA_CODES } from '@/lib/areaCodes'
import { areaRows, regionNamer } from './areas'

const english = regionNamer('en')

describe('area code search', () => {
  it('lists every area for an empty query', () => {
    expect(areaRows('  ', english)).toHaveLength(AREA_CODES.length)
  })

  it('finds areas by the start of the dialling code, with or without a plus sign', () => {
    expect(areaRows('85', english).map((a) => a.code)).toEqual(['852', '853'])
    expect(areaRows('+86', english).map((a) => a.code)).toEqual(['86'])
  })

  it('finds areas by their localized name, ignoring case, and by region code', () => {
    expect(areaRows('fran', english).map((a) => a.region)).toEqual(['FR'])
    expect(areaRows('jp', english).map((a) => a.region)).toEqual(['JP'])
    expect(areaRows('日本', regionNamer('ja')).map((a) => a.code)).toEqual(['81'])
  })

  it('answers nothing when no area matches', () => {
    expect(areaRows('atlantis', english)).toEqual([])
  })

  it('falls back to region codes where the browser cannot name regions', () => {
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: undefined })
    try {
      expect(regionNamer('en')('FR')).toBe('FR')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
