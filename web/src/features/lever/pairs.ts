import { allQuotes } from '@/features/market/quotes'
import type { QuoteGroup, QuoteItem } from '@/features/market/types'
import type { LeverQuote } from './types'

/** Instruments open for contracts (`open_lever` 1), crypto and stocks alike, in the server's order. */
export function leverPairs(groups: QuoteGroup[] | undefined): LeverQuote[] {
  return allQuotes(groups).filter((item) => Number(item.open_lever) === 1)
}

/** BTC (asset 1) against USDT (asset 3) when it is among `pairs`, else the first of them. */
export function defaultOf<T extends QuoteItem>(pairs: T[]): T | undefined {
  return pairs.find((item) => item.currency_id === 1 && item.legal_id === 3) ?? pairs[0]
}

/** The instrument of `pairs` with these asset ids. */
export function pairOf<T extends QuoteItem>(pairs: T[], currencyId: number, legalId: number): T | undefined {
  return pairs.find((item) => item.currency_id === currencyId && item.legal_id === legalId)
}
