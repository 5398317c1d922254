import { get } from '@/lib/request'
import type { IeoSubscriptionDataPage } from '../types'

/** GET /user/project/order: the caller's IEO subscriptions, newest first. */
export function getSubscriptions(page: number, limit: number): Promise<IeoSubscriptionDataPage> {
  return get<IeoSubscriptionDataPage>('/user/project/order', { page, limit })
}
