/*
 * The wire of referral and rebates (docs/api/referral.md). Declared here until the server publishes its generated
 * types; the names and fields are the document's. Amounts are decimal strings.
 */

/** What was paid to the inviter in one asset. */
export interface InviteTotal {
  currency: string
  amount: string
}

/** `/user/invite`: the caller's invite code and link, how many they invited, the share and what was paid. */
export interface InviteView {
  invite_code: string
  /** `<site>/h5/#/pages/common/register?extension_code=<code>`. */
  link: string
  invitees: number
  /** A percent, e.g. "20". */
  rebate_share: string
  totals: InviteTotal[]
}

/** One invited account, masked by the server (`ab***@mail.com`, `138****5678`). */
export interface InviteeView {
  account: string
  joined_at: string
  joined_at_ts: number
  /** Whether any rebate was paid for this invitee. */
  rebated: boolean
}

/** A statement's status: 1 paid, 2 withheld. */
export type RebateStatus = 1 | 2

export const REBATE_PAID: RebateStatus = 1
export const REBATE_WITHHELD: RebateStatus = 2

/** Why a statement was withheld: "" or `same_person`. */
export type RebateReason = '' | 'same_person'

/** One daily statement: the fees an invitee paid on a UTC day in one asset, and the rebate on them. */
export interface RebateView {
  id: number
  /** The UTC day, "2026-11-25". */
  day: string
  /** The invitee, masked. */
  invitee: string
  currency: string
  /** The fees counted. */
  fees: string
  /** The percent in force. */
  share: string
  /** Paid; "0" when withheld. */
  amount: string
  status: RebateStatus
  reason: RebateReason
  paid_at: string
  paid_at_ts: number
}

/** One fee behind a statement; `counted` false for a fill against the inviter. */
export interface RebateFeeLine {
  /** `spot` or `contract`. */
  product: string
  /** `spot_trade:12` or `lever_position:7`. */
  reference: string
  symbol: string
  fee: string
  counted: boolean
  created_at: string
  created_at_ts: number
}

/** `/user/rebate_detail`: a statement with every fee line. */
export interface RebateDetail {
  rebate: RebateView
  fees: RebateFeeLine[]
}
