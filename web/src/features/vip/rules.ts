import { Dec, toDec } from '@/lib/decimal'
import type { VipView } from './types'

/** How far one measure is toward its threshold. */
export interface Measure {
  current: string
  target: string
  /** What is still missing, "0" once reached. */
  missing: string
  /** 0–100, cut down to whole percent (only 100 once reached). */
  percent: number
  reached: boolean
}

/** Progress toward the next level: volume and holdings each against their threshold; either one suffices. */
export interface VipProgress {
  /** The level the thresholds lead to; null at the top level. */
  nextLevel: number | null
  volume: Measure | null
  holdings: Measure | null
}

/** One measure against its threshold, in decimals (a threshold of 0 counts as reached). */
export function measure(current: string, target: string): Measure {
  const have = toDec(current) ?? new Dec(0)
  const need = toDec(target) ?? new Dec(0)
  const reached = have.greaterThanOrEqualTo(need)
  const missing = reached ? new Dec(0) : need.minus(have)
  let percent = 100
  if (!reached) {
    const share = have.isNegative() ? new Dec(0) : have.div(need).times(100).floor()
    percent = Math.min(share.toNumber(), 99)
  }
  return { current: have.toFixed(), target: need.toFixed(), missing: missing.toFixed(), percent, reached }
}

/** The caller's progress toward the next level of `view`; both measures are null at the top level. */
export function vipProgress(view: VipView): VipProgress {
  if (!view.next) return { nextLevel: null, volume: null, holdings: null }
  return {
    nextLevel: view.next.level,
    volume: measure(view.volume_30d, view.next.volume),
    holdings: measure(view.holdings, view.next.holdings),
  }
}

/** A USDT amount with thousands separators, decimals as given (`1000000` → `1,000,000`, `25000.5` → `25,000.5`). */
export function grouped(value: string): string {
  const d = toDec(value)
  if (!d) return '--'
  const [whole, fraction] = d.toFixed().split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const digits = sign ? whole.slice(1) : whole
  const withCommas = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${sign}${withCommas}.${fraction}` : `${sign}${withCommas}`
}

/** A level's 24-hour withdrawal limit in BTC as the table shows it: grouped, or a dash when the level gives none. */
export function withdrawLimit(value: string): string {
  const d = toDec(value)
  return d && d.gt(0) ? grouped(value) : '–'
}
