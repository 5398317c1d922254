import { post } from '@/lib/request'

/** POST /otc/merchant_apply: applies to be a merchant; the security deposit is frozen in the legal account at once. */
export function applyMerchant(name: string): Promise<string> {
  return post<string>('/otc/merchant_apply', { name })
}
