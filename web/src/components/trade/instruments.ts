/** What a trade screen needs to know of an instrument to pick it and name it. */
export interface Instrument {
  currency_id: number
  legal_id: number
  symbol: string
}

/** BTC (asset 1) against USDT (asset 3) when it is among `pairs`, else the first of them. */
export function defaultOf<T extends Instrument>(pairs: T[]): T | undefined {
  return pairs.find((item) => item.currency_id === 1 && item.legal_id === 3) ?? pairs[0]
}

/** The instrument of `pairs` with these asset ids. */
export function pairOf<T extends Instrument>(pairs: T[], currencyId: number, legalId: number): T | undefined {
  return pairs.find((item) => item.currency_id === currencyId && item.legal_id === legalId)
}
