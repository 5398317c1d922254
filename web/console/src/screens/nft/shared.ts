import type { FormInstance } from 'antd'
import Decimal from 'decimal.js'
import { showOnField } from '../../components/serverErrors'
import { ApiError } from '../../lib/api'
import { pickedMs, type Moment } from '../../lib/format'
import type { TextKey } from '../../lib/i18n'
import type { NftArtistStatus, NftMediaType, NftPayType, NftRarity } from '../../lib/types'
import type { Check } from '../../lib/validation'

export const PAGE = 20

export const artistsKey = ['nft', 'artists'] as const
export const artworksKey = ['nft', 'artworks'] as const
export const seriesKey = ['nft', 'series'] as const

export const APPLIED: NftArtistStatus = 0
export const APPROVED: NftArtistStatus = 1
export const REJECTED: NftArtistStatus = 2
export const ARTIST_COLORS: Record<NftArtistStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' }

export const FIXED: NftPayType = 1
export const AUCTION: NftPayType = 2
export const BLIND_BOX: NftPayType = 3

/** The kinds of media an artwork or a box's content may be, in the order the forms offer them. */
export const MEDIA_TYPES: readonly NftMediaType[] = ['image', 'gif', 'audio', 'video']
export const RARITIES: readonly NftRarity[] = ['N', 'R', 'SR']
export const RARITY_COLORS: Record<NftRarity, string> = { N: 'default', R: 'blue', SR: 'magenta' }

/** The pictures the upload takes, and what the file picker offers for each kind of media. */
export const PICTURES = 'image/png,image/jpeg,image/webp'
export const MEDIA_ACCEPT: Record<NftMediaType, string> = {
  image: PICTURES,
  gif: 'image/gif',
  audio: 'audio/*',
  video: 'video/*',
}

/** A series holds 1–50 contents, each weighing 1–1,000,000, and sells 1–1000 boxes. */
export const MIN_CONTENTS = 1
export const MAX_CONTENTS = 50
export const MAX_WEIGHT = 1_000_000
export const MAX_BOXES = 1000

/** A media type in words; one the console does not know is shown as the server names it. */
export const mediaLabel = (type: string, t: (key: TextKey) => string) =>
  (MEDIA_TYPES as readonly string[]).includes(type) ? t(`nft.type_${type as NftMediaType}`) : type

/** How an artwork sells, in words. */
export const payTypeLabel = (payType: number, t: (key: TextKey) => string) =>
  payType === FIXED || payType === AUCTION || payType === BLIND_BOX ? t(`nft.pay_type_${payType}`) : String(payType)

const DECIMAL = /^\d+(\.\d+)?$/

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value))

/** A price: a decimal above zero. */
export const checkPrice: Check = (value) => {
  const price = text(value)
  return DECIMAL.test(price) && new Decimal(price).gt(0) ? null : 'nft.price_invalid'
}

/** An auction's bid increment: a decimal above zero. */
export const checkIncrement: Check = (value) => {
  const step = text(value)
  return DECIMAL.test(step) && new Decimal(step).gt(0) ? null : 'nft.increment_invalid'
}

/** An auction's margin: a decimal, zero or more. */
export const checkMargin: Check = (value) => (DECIMAL.test(text(value)) ? null : 'nft.margin_invalid')

/** A content's weight in the draw: a whole number from 1 to 1,000,000. */
export const checkWeight: Check = (value) => {
  const weight = typeof value === 'number' ? value : Number(text(value) || NaN)
  return Number.isInteger(weight) && weight >= 1 && weight <= MAX_WEIGHT ? null : 'nft.weight_invalid'
}

/** How many boxes a series sells: a whole number from 1 to 1000. */
export const checkBoxes: Check = (value) => {
  const boxes = typeof value === 'number' ? value : Number(text(value) || NaN)
  return Number.isInteger(boxes) && boxes >= 1 && boxes <= MAX_BOXES ? null : 'nft.total_invalid'
}

/** What is wrong with a contents list's length, if anything. */
export function contentsProblem(count: number): TextKey | null {
  if (count < MIN_CONTENTS) return 'nft.contents_empty'
  if (count > MAX_CONTENTS) return 'nft.contents_too_many'
  return null
}

/** The sale's start and end as Unix ms, picked as times of the display zone `zone`, or null while one is missing. */
export function saleTimes(
  start: Moment | null | undefined,
  end: Moment | null | undefined,
  zone: string,
): { start_ts: number; end_ts: number } | null {
  if (!start || !end) return null
  return { start_ts: pickedMs(start, zone), end_ts: pickedMs(end, zone) }
}

/** A sale must end after it starts. */
export const timesProblem = (times: { start_ts: number; end_ts: number }): TextKey | null =>
  times.end_ts > times.start_ts ? null : 'nft.end_after_start'

/** The form field of a sale time the server names by its wire name. */
const TIME_FIELDS: Record<string, string> = { start_ts: 'start', end_ts: 'end' }

/** Puts the server's message on the form field it names, its sale times on their pickers. */
export function showOnFieldOrTime(form: FormInstance, error: unknown, fields: readonly string[]): void {
  const time = error instanceof ApiError && error.field ? TIME_FIELDS[error.field] : undefined
  if (time) form.setFields([{ name: time, errors: [(error as ApiError).message] }])
  else showOnField(form, error, fields)
}

/**
 * Each content's chance in percent with two decimals, from the weights as the form holds them: a weight that is not
 * valid yet counts for nothing and has no odds (''). The chances are exact fractions of the valid weights' sum.
 */
export function oddsOf(weights: readonly unknown[]): string[] {
  const valid = weights.map((weight) => (checkWeight(weight) === null ? Number(weight) : 0))
  const total = valid.reduce((sum, weight) => sum + weight, 0)
  return valid.map((weight) => (weight > 0 ? new Decimal(weight).times(100).div(total).toFixed(2) : ''))
}

/** A long hash as its start and end, for a table cell; the whole hash is copied. */
export const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash)

export interface ArtworkValues {
  artist_id: number
  name: string
  description?: string
  type: NftMediaType
  image: string
  cover?: string
  rarity: NftRarity
  currency_id: number
  pay_type: typeof FIXED | typeof AUCTION
  price: string
  per_increase?: string
  margin?: string
  start?: Moment | null
  end?: Moment | null
}

export const ARTWORK_FIELDS = [
  'artist_id',
  'name',
  'description',
  'type',
  'image',
  'cover',
  'rarity',
  'currency_id',
  'pay_type',
  'price',
  'per_increase',
  'margin',
] as const

/**
 * What `/nft/artworks/create` takes: times as Unix ms (picked in the display zone `zone`), the cover only when given,
 * and the auction's increment and margin only for auctions (a fixed price sends zeros). Null while a time is missing.
 */
export function artworkFields(values: ArtworkValues, zone: string) {
  const times = saleTimes(values.start, values.end, zone)
  if (!times) return null
  const auction = values.pay_type === AUCTION
  const cover = values.cover?.trim() ?? ''
  return {
    artist_id: values.artist_id,
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    type: values.type,
    image: values.image.trim(),
    cover: cover === '' ? undefined : cover,
    rarity: values.rarity,
    currency_id: values.currency_id,
    pay_type: auction ? AUCTION : FIXED,
    price: values.price.trim(),
    per_increase: auction ? (values.per_increase ?? '').trim() : '0',
    margin: auction ? (values.margin ?? '').trim() : '0',
    ...times,
  }
}

export interface ContentValues {
  name: string
  image: string
  type: NftMediaType
  rarity: NftRarity
  weight: number
}

export interface SeriesValues {
  artist_id: number
  name: string
  description?: string
  cover: string
  currency_id: number
  price: string
  total: number
  start?: Moment | null
  end?: Moment | null
  contents?: ContentValues[]
}

export const SERIES_FIELDS = [
  'artist_id',
  'name',
  'description',
  'cover',
  'currency_id',
  'price',
  'total',
  'contents',
] as const

/**
 * What `/nft/series/create` takes: times as Unix ms (picked in the display zone `zone`) and the contents, in the order
 * the form lists them, as JSON text of `{name, image, type, rarity, weight}`. Null while a time is missing.
 */
export function seriesFields(values: SeriesValues, zone: string) {
  const times = saleTimes(values.start, values.end, zone)
  if (!times) return null
  const contents = (values.contents ?? []).map((content) => ({
    name: content.name.trim(),
    image: content.image.trim(),
    type: content.type,
    rarity: content.rarity,
    weight: Number(content.weight),
  }))
  return {
    artist_id: values.artist_id,
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    cover: values.cover.trim(),
    currency_id: values.currency_id,
    price: values.price.trim(),
    total: values.total,
    ...times,
    contents: JSON.stringify(contents),
  }
}
