import { post } from '@/lib/request'

/** POST /otc/order_release: the seller lets the escrowed coins go to the buyer. */
export function releaseOrder(id: number): Promise<string> {
  return post<string>('/otc/order_release', { id })
}
