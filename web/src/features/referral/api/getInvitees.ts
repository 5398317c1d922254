import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { InviteeView } from '../types'

/** GET /user/invitees: the accounts the caller invited, newest first, masked. */
export function getInvitees(page: number, limit: number): Promise<Pager<InviteeView>> {
  return get<Pager<InviteeView>>('/user/invitees', { page, limit })
}
