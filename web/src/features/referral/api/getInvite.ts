import { get } from '@/lib/request'
import type { InviteView } from '../types'

/** GET /user/invite: the caller's invite code, link, invitee count, share and totals paid. */
export function getInvite(): Promise<InviteView> {
  return get<InviteView>('/user/invite')
}
