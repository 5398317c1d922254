import { post } from '@/lib/request'
import type { PaymentCoins } from '../types'

/** POST /paymentslist: each asset on each network, and whether deposits and withdrawals of it are open. */
export function getPaymentCoins(): Promise<PaymentCoins> {
  return post<PaymentCoins>('/paymentslist')
}
