import { post } from '@/lib/request'

/** POST /otc/order_paid: the buyer says the fiat was sent, with a picture of the transfer or without. */
export function markPaid(id: number, voucher: string): Promise<string> {
  return post<string>('/otc/order_paid', voucher ? { id, voucher } : { id })
}
