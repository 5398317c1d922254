import type { Schemas } from '@/lib/types'

/* The wire of VIP levels (docs/api/vip.md), as the server's generated types. Amounts are USDT decimal strings. */

/** One row of the published table: the thresholds (either suffices), the fee discount in percent, loans allowed. */
export type VipLevel = Schemas['VipLevel']

/** The thresholds of the next level. */
export type VipNext = Schemas['VipNext']

/** `/user/vip`: the caller's level, what it was computed from, the next level's thresholds (null at the top) and
 * the table. */
export type VipView = Omit<Schemas['VipView'], 'next'> & { next: VipNext | null }
