import { request } from '@/lib/request'
import type { QuickBuyQuote, QuickQuoteInput } from '../types'

/** Refusals the buy form shows beside the button instead of as a toast. */
export const QUOTE_SHOWN_ERRORS = ['region_not_supported'] as const

/** POST /quickbuy/quote: locks a price for the published seconds. */
export async function quote(params: QuickQuoteInput): Promise<QuickBuyQuote> {
  const answer = await request<QuickBuyQuote>('/quickbuy/quote', {
    method: 'POST',
    data: { ...params },
    expected: QUOTE_SHOWN_ERRORS,
  })
  return answer.message as QuickBuyQuote
}
