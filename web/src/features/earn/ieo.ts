import { formatBalance } from '@/lib/amount'
import { Dec, scaleOf, toDec } from '@/lib/decimal'
import type { TFunction } from '@/lib/i18n'
import { plain } from './lockming'
import {
  IEO_APPLIED,
  IEO_ENDED,
  IEO_ONGOING,
  IEO_WARM_UP,
  type IeoProject,
  type IeoProjectInfo,
  type IeoSubscription,
} from './types'

type Decimal = InstanceType<typeof Dec>

/** The decimals of a project's token, as its amounts are written on the wire. */
export function tokenScale(project: Pick<IeoProject, 'amount'>): number {
  return scaleOf(project.amount)
}

/** The decimals of a project's payment asset, as its price is written on the wire. */
export function payScale(project: Pick<IeoProject, 'price'>): number {
  return scaleOf(project.price)
}

/** What applying for `amount` tokens escrows: ceil(amount × price) in the payment asset's minor units (ADR 44). */
export function payment(amount: string, price: string, scale: number): string {
  const a = toDec(amount) ?? new Dec(0)
  const p = toDec(price) ?? new Dec(0)
  return a.times(p).toDecimalPlaces(scale, Dec.ROUND_UP).toFixed(scale)
}

/** A positive amount written as plain digits with at most `scale` decimals. */
export function isTokenAmount(text: string, scale: number): boolean {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return false
  return (value.split('.')[1]?.length ?? 0) <= scale && new Dec(value).greaterThan(0)
}

export type SubscribeProblem = 'invalid' | 'below_minimum' | 'above_maximum' | 'insufficient_balance'

/** What the caller may still apply for under the per-user maximum, or null when the project sets none. */
export function allowance(info: Pick<IeoProjectInfo, 'max_amount'>, applied: string): Decimal | null {
  const max = toDec(info.max_amount)
  if (!max || max.isZero()) return null
  return Dec.max(max.minus(toDec(applied) ?? 0), 0)
}

/** Why `text` tokens cannot be applied for with `applied` already applied and `balance` available, or null. */
export function subscribeProblem(
  text: string,
  info: Pick<IeoProjectInfo, 'amount' | 'price' | 'min_amount' | 'max_amount'>,
  applied: string,
  balance: string,
): SubscribeProblem | null {
  if (!isTokenAmount(text, tokenScale(info))) return 'invalid'
  const amount = new Dec(text.trim())
  if (amount.lessThan(toDec(info.min_amount) ?? 0)) return 'below_minimum'
  const left = allowance(info, applied)
  if (left && amount.greaterThan(left)) return 'above_maximum'
  if (new Dec(payment(text, info.price, payScale(info))).greaterThan(toDec(balance) ?? 0)) {
    return 'insufficient_balance'
  }
  return null
}

export interface Allocation {
  /** Everyone's applications with this one. */
  totalApplied: string
  supply: string
  /** Whether more is applied for than the supply, so that the pro-rata rule shares it out. */
  oversubscribed: boolean
  /** The tokens this application would get. */
  allocated: string
  /** What the allocation costs: ceil(allocated × price). */
  charged: string
  /** What returns from escrow: the payment less the charge. */
  refunded: string
}

/**
 * The published rule applied to today's totals, as if the sale ended now with `amount` more applied for: everyone
 * gets what they applied for while the total is within the supply, else floor(applied × supply ÷ total applied) in
 * token minor units; each pays ceil(allocated × price) and the rest of the payment is refunded (ADR 44).
 */
export function allocationIfEndedNow(
  amount: string,
  info: Pick<IeoProjectInfo, 'amount' | 'price' | 'total_sell'>,
): Allocation {
  const scale = tokenScale(info)
  const pay = payScale(info)
  const a = toDec(amount) ?? new Dec(0)
  const supply = toDec(info.amount) ?? new Dec(0)
  const total = (toDec(info.total_sell) ?? new Dec(0)).plus(a)
  const oversubscribed = total.greaterThan(supply)
  const allocated = oversubscribed ? a.times(supply).dividedBy(total).toDecimalPlaces(scale, Dec.ROUND_DOWN) : a
  const paid = new Dec(payment(a.toFixed(scale), info.price, pay))
  const charged = new Dec(payment(allocated.toFixed(scale), info.price, pay))
  return {
    totalApplied: total.toFixed(scale),
    supply: supply.toFixed(scale),
    oversubscribed,
    allocated: allocated.toFixed(scale),
    charged: charged.toFixed(pay),
    refunded: paid.minus(charged).toFixed(pay),
  }
}

/** The moment a project's countdown runs to: its start while warming up, its end while on sale, none once ended. */
export function nextMoment(
  project: Pick<IeoProject, 'time_status' | 'start_at_ts' | 'end_at_ts'>,
): { kind: 'start' | 'end'; at: number } | null {
  if (project.time_status === IEO_WARM_UP) return { kind: 'start', at: project.start_at_ts }
  if (project.time_status === IEO_ONGOING) return { kind: 'end', at: project.end_at_ts }
  return null
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The time left until `at` from `now` as whole days and `HH:MM:SS`, never below zero. */
export function countdown(at: number, now: number): { days: number; hms: string } {
  const seconds = Math.max(0, Math.floor((at - now) / 1000))
  const days = Math.floor(seconds / 86_400)
  const rest = seconds % 86_400
  return { days, hms: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` }
}

export interface IeoSummary {
  /** Projects on sale now. */
  onSale: number
  /** Projects warming up. */
  warmUp: number
  /** The nearest start or end to come, with its project's title. */
  next: { title: string; kind: 'start' | 'end'; at: number } | null
}

/** The Finance tab's view of the launchpad: sales on now, those to come and the nearest countdown. */
export function ieoSummary(projects: IeoProject[], now: number): IeoSummary {
  let next: IeoSummary['next'] = null
  for (const project of projects) {
    const moment = nextMoment(project)
    if (moment && moment.at > now && (next === null || moment.at < next.at)) next = { title: project.title, ...moment }
  }
  return {
    onSale: projects.filter((p) => p.time_status === IEO_ONGOING).length,
    warmUp: projects.filter((p) => p.time_status === IEO_WARM_UP).length,
    next,
  }
}

/** The class of a project's status badge. */
export const TIME_STATUS_CLASS: Record<number, string> = {
  [IEO_WARM_UP]: 'warm-up',
  [IEO_ONGOING]: 'ongoing',
  [IEO_ENDED]: 'ended',
}

/** A percentage from the wire (`"12.50"`) as a progress bar's width, within 0 and 100. */
export function barWidth(percentage: string): number {
  const d = toDec(percentage)
  if (!d) return 0
  return Dec.min(Dec.max(d, 0), 100).toNumber()
}

/** Sales on now first, then those to come, then the ended ones, each group in the server's order. */
export function byStatus<T extends Pick<IeoProject, 'time_status'>>(projects: T[]): T[] {
  const rank = (p: T) => (p.time_status === IEO_ONGOING ? 0 : p.time_status === IEO_WARM_UP ? 1 : 2)
  return [...projects].sort((a, b) => rank(a) - rank(b))
}

/**
 * How the allocation rule played out for a subscription, in plain words: whether the applications stayed within the
 * supply (everyone gets what they applied for) or not (shares in proportion), with what was received, charged and
 * returned once the sale is allocated.
 */
export function ieoOutcome(row: IeoSubscription, t: TFunction): string {
  const total = toDec(row.total_applied)
  const supply = toDec(row.supply)
  const within = total !== null && supply !== null && total.lessThanOrEqualTo(supply)
  const token = row.currency_name
  const pay = row.pay_currency_name
  const totals = { total: plain(row.total_applied), supply: plain(row.supply), token }
  if (row.status === IEO_APPLIED)
    return t(within ? 'earn.ieo.outcome_pending_full' : 'earn.ieo.outcome_pending_shared', totals)
  return t(within ? 'earn.ieo.outcome_full' : 'earn.ieo.outcome_shared', {
    ...totals,
    pay,
    applied: formatBalance(row.coin_amount),
    allocated: formatBalance(row.give_amount),
    charged: formatBalance(row.charged),
    refunded: formatBalance(row.refunded),
  })
}
