/*
 * The wire of VIP levels (docs/api/vip.md). Declared here until the server publishes its generated types; the names
 * and fields are the document's. Amounts are USDT decimal strings.
 */

/** One row of the published table: the thresholds (either suffices), the fee discount in percent, loans allowed. */
export interface VipLevel {
  level: number
  /** 30-day trading volume (USDT) at or above which the level is reached. */
  volume: string
  /** Holdings at the index (USDT) at or above which the level is reached. */
  holdings: string
  /** Percent off the trading fee, e.g. "5". */
  fee_discount: string
  loans: boolean
}

/** The thresholds of the next level. */
export interface VipNext {
  level: number
  volume: string
  holdings: string
}

/** `/user/vip`: the caller's level, what it was computed from, the next level's thresholds and the table. */
export interface VipView {
  level: number
  volume_30d: string
  holdings: string
  /** "" before the first daily run. */
  computed_at: string
  /** 0 before the first daily run. */
  computed_at_ts: number
  /** null at the top level. */
  next: VipNext | null
  levels: VipLevel[]
}
