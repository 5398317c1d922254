import { allQuotes, type QuoteGroup } from '@/features/market'
import type { LeverQuote } from './types'

/** Instruments open for contracts (`open_lever` 1), crypto and stocks alike, in the server's order. */
export function leverPairs(groups: QuoteGroup[] | undefined): LeverQuote[] {
  return allQuotes(groups).filter((item) => Number(item.open_lever) === 1)
}
