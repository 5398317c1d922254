import { formatAmount, groupThousands } from '@/lib/amount'
import { Dec, scaleOf, toDec } from '@/lib/decimal'
import type { TFunction } from '@/lib/i18n'
import {
  ORDER_COMPLETED,
  ORDER_PAID,
  ORDER_UNPAID,
  SIDE_BUY,
  SIDE_SELL,
  type OtcAdView,
  type OtcOrderView,
  type OtcSide,
} from './types'

type Decimal = InstanceType<typeof Dec>

/** Fiat amounts and prices have two decimals. */
export const FIAT_SCALE = 2

/** The user's tab: buying takes the ads where the merchant sells (side 1), selling those where the merchant buys. */
export type TradeTab = 'buy' | 'sell'

export function sideOfTab(tab: TradeTab): OtcSide {
  return tab === 'buy' ? SIDE_SELL : SIDE_BUY
}

/** Decimals of the ad's coin, as its remaining amount is written. */
export function coinScale(ad: Pick<OtcAdView, 'remaining' | 'total'>): number {
  return scaleOf(ad.remaining, scaleOf(ad.total))
}

/** Fiat to pay for `amount` coins at `price`: amount × price rounded up to the cent, as the server counts it. */
export function fiatTotal(amount: string, price: string): Decimal | null {
  const coins = toDec(amount)
  const perCoin = toDec(price)
  if (!coins || !perCoin || coins.isNegative() || perCoin.isNegative()) return null
  return coins.times(perCoin).toDecimalPlaces(FIAT_SCALE, Dec.ROUND_UP)
}

/**
 * A fiat amount, price or limit for display: its two decimals, the whole part grouped by thousands (`100,000.00`).
 * Never for a field or the server.
 */
export function fiatText(value: Decimal | string | null | undefined): string {
  if (value === null || value === undefined) return '--'
  const d = typeof value === 'string' ? toDec(value) : value
  return d ? formatAmount(d.toFixed(), FIAT_SCALE) : '--'
}

/** A coin amount for display: without trailing zeros, the whole part grouped by thousands (`12,500.5`). */
export function coinText(value: string | null | undefined): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}

export type AmountProblem = 'invalid' | 'below_min' | 'above_max' | 'above_remaining'

/**
 * What is wrong with taking `amount` coins of an ad, or null: a positive number of at most the coin's decimals, no
 * more than is left, and a fiat total within the ad's limits.
 */
export function amountProblem(amount: string, ad: OtcAdView): AmountProblem | null {
  const text = amount.trim()
  const coins = toDec(text)
  if (!coins || !/^\d+(\.\d+)?$/.test(text) || !coins.greaterThan(0) || coins.decimalPlaces() > coinScale(ad)) {
    return 'invalid'
  }
  const remaining = toDec(ad.remaining)
  if (remaining && coins.greaterThan(remaining)) return 'above_remaining'
  const total = fiatTotal(text, ad.price)
  const min = toDec(ad.min)
  const max = toDec(ad.max)
  if (total && min && total.lessThan(min)) return 'below_min'
  if (total && max && total.greaterThan(max)) return 'above_max'
  return null
}

/**
 * The price of a floating ad: index (USDT) × fiat units per USD × (1 + margin / 100), to the cent, rounded up when the
 * merchant sells and down when the merchant buys; null without the figures.
 */
export function floatingPrice(index: string, fiatRate: string, margin: string, side: OtcSide): Decimal | null {
  const usdt = toDec(index)
  const rate = toDec(fiatRate)
  const percent = toDec(margin)
  if (!usdt || !rate || !percent || !usdt.greaterThan(0) || !rate.greaterThan(0)) return null
  const price = usdt.times(rate).times(percent.dividedBy(100).plus(1))
  return price.toDecimalPlaces(FIAT_SCALE, side === SIDE_SELL ? Dec.ROUND_UP : Dec.ROUND_DOWN)
}

/** Time left until `deadline` (ms), split for display; zero once passed. */
export interface Countdown {
  expired: boolean
  minutes: number
  seconds: number
  text: string
}

export function countdown(deadline: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((deadline - now) / 1000))
  const minutes = Math.floor(left / 60)
  const seconds = left % 60
  return {
    expired: left === 0,
    minutes,
    seconds,
    text: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
  }
}

/** What the reader of an order may do now. `dispute` is `early` while the appeal time has not come. */
export interface OrderActions {
  pay: boolean
  cancel: boolean
  release: boolean
  dispute: 'open' | 'early' | null
  rate: boolean
}

/** The reader's own user id in an order. */
export function readerId(order: Pick<OtcOrderView, 'role' | 'buyer' | 'seller'>): number {
  return order.role === 'buyer' ? order.buyer.user_id : order.seller.user_id
}

/**
 * The buttons an order shows its reader: the buyer pays or cancels an unpaid order; the seller releases an unpaid or
 * paid one; either party disputes a paid one once its appeal time has come; the merchant's counterparty rates a
 * completed order once.
 */
export function orderActions(order: OtcOrderView, now: number): OrderActions {
  const buyer = order.role === 'buyer'
  const seller = order.role === 'seller'
  const paid = order.status === ORDER_PAID
  let dispute: OrderActions['dispute'] = null
  if (paid && order.appeal_at_ts > 0) dispute = now >= order.appeal_at_ts ? 'open' : 'early'
  return {
    pay: buyer && order.status === ORDER_UNPAID,
    cancel: buyer && order.status === ORDER_UNPAID,
    release: seller && (order.status === ORDER_UNPAID || paid),
    dispute,
    rate: order.status === ORDER_COMPLETED && order.rating === 0 && readerId(order) !== order.merchant_id,
  }
}

/** Whether a dispute reason is of the accepted length (2–200 characters). */
export function reasonOk(reason: string): boolean {
  const length = [...reason.trim()].length
  return length >= 2 && length <= 200
}

/** Whether a chat text is of the accepted length (1–500 characters). */
export function chatTextOk(text: string): boolean {
  const length = [...text.trim()].length
  return length >= 1 && length <= 500
}

/** Whether a merchant name is of the accepted length (2–20 characters). */
export function merchantNameOk(name: string): boolean {
  const length = [...name.trim()].length
  return length >= 2 && length <= 20
}

/** Whether a text is a path the upload call answers, the only pictures a voucher or a chat line may show. */
export function isUploadPath(path: string): boolean {
  return /^\/upload\/[A-Za-z0-9/._-]+$/.test(path)
}

/** Platform chat lines the app words itself; their `content` is one of these keys. */
export const SYSTEM_LINES = [
  'paid',
  'released',
  'cancelled',
  'timeout',
  'disputed',
  'decided_release',
  'decided_return',
]

/** The merchant requirements the server publishes until an operator changes them (rule otc.requirements). */
const DEFAULT_REQUIREMENTS =
  'an identity compliance has checked, a payee card with the methods offered, and the security deposit in the legal account'

/**
 * The published merchant requirements in the user's words: the default rule in the interface language, a rule an
 * operator has rewritten as published, and nothing when there is none.
 */
export function requirementsText(rule: string | null | undefined, t: TFunction): string {
  const text = (rule ?? '').trim()
  if (text === '') return ''
  return text === DEFAULT_REQUIREMENTS ? t('otc.requirements_default') : text
}
