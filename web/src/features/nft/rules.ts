import { groupThousands } from '@/lib/amount'
import { Dec, toDec } from '@/lib/decimal'
import { formatDate, zoneOffsetMinutes } from '@/lib/format'
import { charCount } from '@/lib/validators'
import {
  BUY_ENDED,
  BUY_NOT_STARTED,
  BUY_ON_SALE,
  PAY_AUCTION,
  PAY_BOX,
  RESELL_HELD,
  RESELL_LISTED,
  type NftBuyStatus,
  type NftPayOrder,
  type NftResellStatus,
  type NftRow,
  type NftRules,
  type NftSeriesContent,
} from './types'

type Decimal = InstanceType<typeof Dec>

/** Prices and amounts carry at most this many decimals. */
export const NFT_SCALE = 8

/** An auction's bids and a box's state are read again this often while they can change. */
export const LIVE_POLL = 5_000

/** An amount without trailing zeros, `--` when it is not a number. */
export function plain(value: string | null | undefined): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}

/** A positive decimal written plainly (digits, one point, at most `scale` decimals), or null. */
export function positiveAmount(text: string, scale = NFT_SCALE): Decimal | null {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return null
  const decimals = value.split('.')[1]
  if (decimals !== undefined && decimals.length > scale) return null
  const d = toDec(value)
  return d && d.greaterThan(0) ? d : null
}

/**
 * The sale status by time (SPEC §4): 2 before the start, between start and end 1 while listed (0 when `status` is
 * 0), and 0 after the end.
 */
export function statusByTime(startTs: number, endTs: number, status: number, now: number): NftBuyStatus {
  if (now < startTs) return BUY_NOT_STARTED
  if (now < endTs) return status === 0 ? BUY_ENDED : BUY_ON_SALE
  return BUY_ENDED
}

/**
 * What a row's sale is at `now`: the server's `buy_status`, moved on by the clock (a sale that has started or ended
 * since it was read), and ended for good when the server says so.
 */
export function saleStatus(
  row: Pick<NftRow, 'buy_status' | 'status' | 'start_ts' | 'end_ts'>,
  now: number,
): NftBuyStatus {
  if (row.buy_status === BUY_ENDED) return BUY_ENDED
  return statusByTime(row.start_ts, row.end_ts, row.status, now)
}

export type SaleClock = { kind: 'starts_in' | 'ends_in'; at: number } | { kind: 'ended'; at: 0 }

/** The countdown a sale shows: to its start, to its end, or none once ended. */
export function saleClock(row: Pick<NftRow, 'start_ts' | 'end_ts'>, now: number): SaleClock {
  if (now < row.start_ts) return { kind: 'starts_in', at: row.start_ts }
  if (now < row.end_ts) return { kind: 'ends_in', at: row.end_ts }
  return { kind: 'ended', at: 0 }
}

/** The time left until `at` as whole days and `HH:MM:SS`, rounded up to the second. */
export function timeLeft(at: number, now: number): { days: number; hms: string } {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000))
  const days = Math.floor(seconds / 86_400)
  const rest = seconds % 86_400
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    days,
    hms: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  }
}

/** Whether an auction has a bid: a current bid above zero. */
export function hasBid(row: Pick<NftRow, 'current_bid'>): boolean {
  const bid = toDec(row.current_bid)
  return bid !== null && bid.greaterThan(0)
}

/** The lowest bid an auction takes: the current bid plus the increment, or the starting price for the first bid. */
export function minimumBid(row: Pick<NftRow, 'current_bid' | 'per_increase' | 'price'>): Decimal {
  const price = toDec(row.price) ?? new Dec(0)
  if (!hasBid(row)) return price
  return toDec(row.current_bid)!.plus(toDec(row.per_increase) ?? 0)
}

export type BidProblem = 'invalid' | 'too_low'

/** What is wrong with a bid: not an amount, or below the minimum; null when it may be placed. */
export function bidProblem(
  text: string,
  row: Pick<NftRow, 'current_bid' | 'per_increase' | 'price'>,
): BidProblem | null {
  const bid = positiveAmount(text)
  if (!bid) return 'invalid'
  return bid.lessThan(minimumBid(row)) ? 'too_low' : null
}

/** Whether an auction is the row's sale. */
export function isAuction(row: Pick<NftRow, 'pay_type'>): boolean {
  return row.pay_type === PAY_AUCTION
}

/** A moment as `YYYY-MM-DD HH:MM:SS` in the platform zone, `--` without one. */
export function formatMoment(ms: number | null | undefined, zone: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '--'
  const local = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${formatDate(ms, zone)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

/** A `datetime-local` field's value (`YYYY-MM-DDTHH:MM`) for a moment, in the platform zone. */
export function fieldTime(ms: number, zone: string): string {
  return formatMoment(ms, zone).slice(0, 16).replace(' ', 'T')
}

/** Year, month, day, hour, minute and second of a `datetime-local` value (seconds optional), null when it is not one. */
function fieldParts(value: string): number[] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  return match ? match.slice(1).map((part) => Number(part ?? '0')) : null
}

/** The moment of a `datetime-local` value read in the platform zone, NaN when it is not one. */
export function fieldMoment(value: string, zone: string): number {
  const parts = fieldParts(value)
  if (!parts) return NaN
  const [y, mo, d, h, mi, s] = parts
  const utc = Date.UTC(y, mo - 1, d, h, mi, s)
  const back = new Date(utc)
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return NaN
  return utc - zoneOffsetMinutes(zone) * 60_000
}

/**
 * A `datetime-local` value as a date picker holds it: a Date whose own (browser) fields read that wall-clock time,
 * so the picker shows the platform zone's time whatever the browser's zone; null when it is not one.
 */
export function pickerDate(value: string): Date | null {
  const parts = fieldParts(value)
  if (!parts) return null
  const [y, mo, d, h, mi] = parts
  return new Date(y, mo - 1, d, h, mi)
}

/** The `datetime-local` value of a date picked: the wall-clock time its own fields read. */
export function pickedValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` value as the NFT pages write times: `YYYY-MM-DD HH:MM`. */
export function shownTime(value: string): string {
  return value.trim().replace('T', ' ').slice(0, 16)
}

/** A resale form as typed. */
export interface ResaleForm {
  pay_type: 1 | 2
  price: string
  per_increase: string
  /** `datetime-local` values in the platform zone. */
  start: string
  end: string
}

export type ResaleProblems = Partial<{
  price: 'invalid_price'
  per_increase: 'invalid_increment'
  start: 'invalid_time'
  end: 'invalid_time' | 'end_before_start'
}>

/**
 * What is wrong with a resale (SPEC §5): the price must be a positive amount, an auction's increment too, both
 * times real moments and the end later than the start. Empty when the listing may be sent.
 */
export function resaleProblems(form: ResaleForm, zone: string): ResaleProblems {
  const problems: ResaleProblems = {}
  if (!positiveAmount(form.price)) problems.price = 'invalid_price'
  if (form.pay_type === PAY_AUCTION && !positiveAmount(form.per_increase)) problems.per_increase = 'invalid_increment'
  const start = fieldMoment(form.start, zone)
  const end = fieldMoment(form.end, zone)
  if (Number.isNaN(start)) problems.start = 'invalid_time'
  if (Number.isNaN(end)) problems.end = 'invalid_time'
  else if (!Number.isNaN(start) && end <= start) problems.end = 'end_before_start'
  return problems
}

/** A `datetime-local` value as the wire's display time, `YYYY-MM-DD HH:MM:SS`. */
export function wireTime(value: string): string {
  const [date, time = '00:00'] = value.trim().split('T')
  return `${date} ${time.length === 5 ? `${time}:00` : time}`
}

/** What a seller receives of a price after the platform fee and the artist's royalty, cut to 8 decimals. */
export function proceeds(price: string, rules: Pick<NftRules, 'fee_rate' | 'royalty_rate'>): Decimal | null {
  const amount = positiveAmount(price)
  const fee = toDec(rules.fee_rate) ?? new Dec(0)
  const royalty = toDec(rules.royalty_rate) ?? new Dec(0)
  if (!amount) return null
  const keep = new Dec(1).minus(fee.plus(royalty).dividedBy(100))
  return amount.times(keep).toDecimalPlaces(NFT_SCALE, Dec.ROUND_DOWN)
}

/** A content's odds in percent, to two decimals: its weight over the series' total weight. */
export function odds(
  content: Pick<NftSeriesContent, 'weight'>,
  contents: readonly Pick<NftSeriesContent, 'weight'>[],
): string {
  const total = contents.reduce((sum, c) => sum.plus(c.weight), new Dec(0))
  if (!total.greaterThan(0)) return '0.00'
  return new Dec(content.weight).dividedBy(total).times(100).toFixed(2, Dec.ROUND_HALF_UP)
}

/** How many won auctions the caller has not read. */
export function unreadCount(orders: readonly Pick<NftPayOrder, 'is_read'>[]): number {
  return orders.filter((order) => order.is_read === 0).length
}

export type PayState = 'paid' | 'expired' | 'to_pay'

/** A won auction's state: paid, expired (the deadline passed unpaid), or to pay. */
export function payState(order: Pick<NftPayOrder, 'is_pay' | 'is_expired' | 'overtime'>, now: number): PayState {
  if (order.is_pay === 1) return 'paid'
  if (order.is_expired === 1 || now >= order.overtime) return 'expired'
  return 'to_pay'
}

/** A fresh client seed for a box: 16 random bytes as 32 hex digits (the wire takes 1–64 of [0-9a-zA-Z]). */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A work's resale state as its owner sees it: reselling while listed, else held. The row keeps 2 (sold) after a
 * purchase or a paid auction until its new owner lists it again; to that owner it is a work they hold.
 */
export function ownerResellState(row: Pick<NftRow, 'resell_nft_status'>): NftResellStatus {
  return row.resell_nft_status === RESELL_LISTED ? RESELL_LISTED : RESELL_HELD
}

/** Whether its owner may list a work again: held (or bought), no listing running, and not a box still unopened. */
export function canRelist(row: Pick<NftRow, 'resell_nft_status' | 'status' | 'pay_type' | 'is_opened'>): boolean {
  return row.status === 0 && ownerResellState(row) === RESELL_HELD && !(row.pay_type === PAY_BOX && row.is_opened === 0)
}

/** The longest artist nickname and signature the server takes, in characters (Unicode code points, as it counts). */
export const NICKNAME_MAX = 32
export const SIGNATURE_MAX = 200

/** An application to become an artist as typed. */
export interface ArtistApplication {
  nickname: string
  signature: string
}

export type ApplicationProblems = Partial<{
  nickname: 'nickname_required' | 'too_long'
  signature: 'too_long'
}>

/**
 * What is wrong with an application, as the server checks it: the trimmed nickname has 1 to 32 characters and the
 * trimmed signature at most 200. Empty when it may be sent.
 */
export function applicationProblems(form: ArtistApplication): ApplicationProblems {
  const problems: ApplicationProblems = {}
  const nickname = charCount(form.nickname.trim())
  if (nickname === 0) problems.nickname = 'nickname_required'
  else if (nickname > NICKNAME_MAX) problems.nickname = 'too_long'
  if (charCount(form.signature.trim()) > SIGNATURE_MAX) problems.signature = 'too_long'
  return problems
}
