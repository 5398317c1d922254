import { postOnce } from '@/lib/request'

/** POST /lh/deposit/order/cancel: redeems a position early; the amount less the penalty returns. */
export function redeem(id: number, key: string): Promise<string> {
  return postOnce<string>('/lh/deposit/order/cancel', { id }, key)
}
