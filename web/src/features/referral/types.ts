import type { Schemas } from '@/lib/types'

/* The wire of referral and rebates (docs/api/referral.md), as the server's generated types. Amounts are decimal
 * strings. */

/** What was paid to the inviter in one asset. */
export type InviteTotal = Schemas['RebateTotal']

/** `/user/invite`: the caller's invite code and link, how many they invited, the share and what was paid. */
export type InviteView = Schemas['InviteView']

/** One invited account, masked by the server (`ab***@mail.com`, `138****5678`). */
export type InviteeView = Schemas['InviteeView']

/** A statement's status: 1 paid, 2 withheld. */
export type RebateStatus = 1 | 2

export const REBATE_PAID: RebateStatus = 1
export const REBATE_WITHHELD: RebateStatus = 2

/** Why a statement was withheld: "" or `same_person`. */
export type RebateReason = '' | 'same_person'

/** One daily statement: the fees an invitee paid on a UTC day in one asset, and the rebate on them. */
export type RebateView = Omit<Schemas['RebateView'], 'status' | 'reason'> & {
  status: RebateStatus
  reason: RebateReason
}

/** One fee behind a statement; `counted` false for a fill against the inviter. */
export type RebateFeeLine = Schemas['RebateFee']

/** `/user/rebate_detail`: a statement with every fee line. */
export type RebateDetail = Omit<Schemas['RebateDetail'], 'rebate'> & { rebate: RebateView }
