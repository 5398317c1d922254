import type { Schemas } from '@/lib/types'

/** A trader on the leaderboard (`/follow/index`), figures from their closed positions. */
export type TraderRow = Schemas['TraderRow']

export type TraderRowPager = Schemas['TraderRowPager']

/** A trader's profile with figures, the caller's setting when following, and when the figures were computed. */
export type TraderDetail = Schemas['TraderDetail']

/** A closed position of a trader (`/follow/historyTrade`). */
export type TraderTrade = Schemas['TraderTrade']

export type TraderTradePager = Schemas['TraderTradePager']

/** The caller as a trader and as a follower (`/follow/my`). */
export type MyFollow = Schemas['MyFollow']

/** A trader the caller follows, with the copies opened so far. */
export type Followed = Schemas['Followed']

export type FollowInput = Schemas['FollowInput']

/** A contract position (*LeverTx*); `order_type` 2 is a copy. */
export type LeverTx = Schemas['LeverTx']

export type MyTrade = Schemas['LeverTrades']

/** Copy types: a multiple of the trader's lots, or a fixed number of lots. */
export const FIXED_MULTIPLE = 1
export const FIXED_LOTS = 2

/** `order_type` of a copied position. */
export const ORDER_COPIED = 2

/** Leaderboard orders (`sort`). */
export const SORTS = ['profit', 'rate', 'followers'] as const
export type Sort = (typeof SORTS)[number]

/** `trader_status` of `/follow/my`. */
export const TRADER_NONE = 0
export const TRADER_APPLIED = 1
export const TRADER_ACTIVE = 2
export const TRADER_REJECTED = 3
export const TRADER_STOPPED = 4
