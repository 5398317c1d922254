import { post } from '@/lib/request'
import type { ConvertQuote } from '../types'

/** POST /user/getTransferFee: both assets' USDT prices and the conversion fee in percent. */
export function getConvertFee(fromCurrencyId: number, toCurrencyId: number): Promise<ConvertQuote> {
  return post<ConvertQuote>('/user/getTransferFee', { from_currency_id: fromCurrencyId, to_currency_id: toCurrencyId })
}
