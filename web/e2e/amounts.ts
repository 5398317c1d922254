/**
 * A decimal text as the app shows amounts: its whole part grouped by thousands with commas in every language
 * (`94959.24` → `94,959.24`); the decimals are kept as given.
 */
export function grouped(text: string): string {
  const [whole, fraction] = text.split('.')
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? digits : `${digits}.${fraction}`
}
