import { allQuotes, type QuoteGroup, type QuoteItem } from '@/features/market'

/** Instruments open for seconds options (`open_microtrade` 1), in the server's order. */
export function optionPairs(groups: QuoteGroup[] | undefined): QuoteItem[] {
  return allQuotes(groups).filter((item) => Number(item.open_microtrade) === 1)
}

/** The instrument of an option (`match_id` is the quote's `id`). */
export function pairOfMatch(groups: QuoteGroup[] | undefined, matchId: number): QuoteItem | undefined {
  return allQuotes(groups).find((item) => item.id === Number(matchId))
}
