import { post } from '@/lib/request'

/** POST /otc/ad_status: puts one of the merchant's ads online (1) or offline (0). */
export function setAdStatus(id: number, status: 0 | 1): Promise<string> {
  return post<string>('/otc/ad_status', { id, status })
}
