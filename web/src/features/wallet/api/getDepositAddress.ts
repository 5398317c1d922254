import { post } from '@/lib/request'

/** POST /wallet/get_in_address: one address, or one per network (`{erc20, trc20}`). */
export function getDepositAddress(currency: number): Promise<string | Record<string, string>> {
  return post<string | Record<string, string>>('/wallet/get_in_address', { currency })
}
