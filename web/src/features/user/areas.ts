import { AREA_CODES } from '@/lib/areaCodes'

export interface AreaRow {
  code: string
  region: string
  name: string
}

/** Names regions in the given language, or answers the region code where `Intl.DisplayNames` is missing. */
export function regionNamer(tag: string): (region: string) => string {
  if (typeof Intl.DisplayNames !== 'function') return (region) => region
  try {
    const names = new Intl.DisplayNames([tag], { type: 'region' })
    return (region) => names.of(region) ?? region
  } catch {
    return (region) => region
  }
}

/** The dialling codes whose region name, region code or code (with or without `+`) matches `query`. */
export function areaRows(query: string, nameOf: (region: string) => string): AreaRow[] {
  const needle = query.trim().toLowerCase()
  const digits = needle.replace(/^\+/, '')
  return AREA_CODES.map((a) => ({ code: a.code, region: a.region, name: nameOf(a.region) })).filter(
    (a) =>
      needle === '' ||
      a.name.toLowerCase().includes(needle) ||
      a.region.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && a.code.startsWith(digits)),
  )
}
