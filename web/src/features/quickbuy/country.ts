import type { QuickBuyCountry } from './types'

/** ISO 3166 codes left for private use (AA, QM–QZ, XA–XZ, ZZ) name no country, save XK, which stands for Kosovo. */
function isPrivateUse(code: string): boolean {
  return code !== 'XK' && /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code)
}

/**
 * A quick buy country's name in the reader's language (`tag`, a BCP 47 tag) from its ISO 3166 code; the name the
 * operator wrote when the code is not a country's or the browser cannot name regions.
 */
export function countryName(country: Pick<QuickBuyCountry, 'code' | 'name'>, tag: string): string {
  const code = country.code.trim().toUpperCase()
  if (/^[A-Z]{2}$/.test(code) && !isPrivateUse(code) && typeof Intl.DisplayNames === 'function') {
    try {
      const name = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' }).of(code)
      if (name) return name
    } catch {
      // An unknown language tag: the operator's name is shown.
    }
  }
  return country.name.trim() || country.code
}
