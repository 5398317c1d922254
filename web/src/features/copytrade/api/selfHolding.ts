import { post } from '@/lib/request'

/** POST /follow/selfHolding: keeps a copied position as one's own, so the trader's close no longer closes it. */
export function selfHolding(transactionId: number): Promise<string> {
  return post<string>('/follow/selfHolding', { transaction_id: transactionId })
}
