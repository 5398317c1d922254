/**
 * The NFT answers as API-CONTRACT §5.13 and Mercato's additions fix them. The server's OpenAPI document has no NFT
 * schemas yet, so these are declared by hand, one type per shape, and give way to `Schemas[...]` once it has them.
 * Amounts are decimal strings; `*_time` and `created` are display times with a `*_ts` twin in unix ms.
 */

/** An artwork's media. */
export type NftMediaType = 'image' | 'gif' | 'audio' | 'video'

/** 1 fixed price, 2 auction, 3 blind box. */
export type NftPayType = 1 | 2 | 3

export const PAY_FIXED = 1
export const PAY_AUCTION = 2
export const PAY_BOX = 3

/** By time: 2 before the start, 1 between start and end, 0 after the end or when not listed. */
export type NftBuyStatus = 0 | 1 | 2

export const BUY_ENDED = 0
export const BUY_ON_SALE = 1
export const BUY_NOT_STARTED = 2

/** 0 held, 1 reselling (listed), 2 sold. */
export type NftResellStatus = 0 | 1 | 2

export const RESELL_HELD = 0
export const RESELL_LISTED = 1
export const RESELL_SOLD = 2

/** An artwork or a blind box as lists and the detail carry it. */
export interface NftRow {
  id: number
  code: string
  name: string
  image: string
  /** Poster or cover picture (for audio and video; the image itself for image and gif). */
  cover: string
  type: NftMediaType
  description: string
  /** N, R, SR. */
  rarity: string
  rarity_status: number
  currency_id: number
  currency_name: string
  price: string
  per_increase: string
  margin: string
  pay_type: NftPayType
  /** 1 listed, 0 not listed. */
  status: 0 | 1
  buy_status: NftBuyStatus
  current_bid: string | null
  start_time: string
  end_time: string
  start_ts: number
  end_ts: number
  author_id: number
  author_name: string
  author_avatar: string
  owner: number
  resell_nft_status: NftResellStatus
  /** Blind boxes: 1 once opened (name, image, type and rarity are then the drawn artwork's). */
  is_opened: 0 | 1
  /** Blind boxes: the commitment to the series' seed. */
  seed_hash: string | null
  collect: boolean
  /** Blind boxes: the series the box belongs to. */
  series_id: number | null
  current_bidder: number | null
  bid_count: number
  /** The caller holds a margin for the current auction (false for guests). */
  margin_paid: boolean
  /** How many times it was listed. */
  listing: number
}

/** `getBoxDetail`: the row, how many collected it and, for a box, its series and the draw input once bought. */
export interface NftDetail extends NftRow {
  collect_number: number
  series: NftSeries | null
  /** `"<series_id>:<box code>:<purchase id>:<client_seed>"`, "" until bought. */
  draw_input: string
}

/** One artwork a blind box of a series can hold; `weight` out of the series' total weight is its odds. */
export interface NftSeriesContent {
  index: number
  name: string
  image: string
  type: NftMediaType
  rarity: string
  weight: number
}

/** A blind-box series: its contents and seed are committed by their hashes when published. */
export interface NftSeries {
  id: number
  name: string
  description: string
  cover: string
  currency_id: number
  currency_name: string
  price: string
  total: number
  sold: number
  start_time: string
  end_time: string
  start_ts: number
  end_ts: number
  seed_hash: string
  contents_hash: string
  /** "" until revealed (sold out or ended). */
  seed: string
  revealed: boolean
  contents: NftSeriesContent[]
  author_id: number
  author_name: string
}

/** One change of hands of an artwork, oldest first. */
export interface NftProvenanceEntry {
  id: number
  kind: 'mint' | 'sale' | 'auction' | 'box'
  from_uid: number | null
  from_name: string
  to_uid: number
  to_name: string
  price: string
  currency_name: string
  created: string
  created_ts: number
}

/** A live bid of an auction (`getBindBoxQuotationLog`, at most 10). */
export interface NftBid {
  id: number
  price: string
  currency_name: string
  head_portrait: string
  nick_name: string
  nft_image: string
  nft_name: string
  created: string
}

/** One of the caller's bids (`getMyBindBoxQuotationLog`). */
export interface NftMyBid {
  id: number
  nft_image: string
  nft_name: string
  price: string
  currency_name: string
  created: string
  is_expired: 0 | 1
}

/** `getMyBindBoxQuotationLog`'s wrapper. */
export interface NftMyBidPage {
  code: number
  data: NftMyBid[]
  count: number
}

/** An auction the caller won: to pay before `overtime` (ms) or the margin is forfeited. */
export interface NftPayOrder {
  id: number
  name: string
  image: string
  price: string
  currency_name: string
  end_time: string
  /** The pay-by deadline, unix ms. */
  overtime: number
  pay_time: string | null
  is_read: 0 | 1
  is_pay: 0 | 1
  is_expired: 0 | 1
}

/** `openBlindBox`: the drawn artwork and what the draw can be checked with (`seed` "" until revealed). */
export interface NftOpened {
  id: number
  code: string
  name: string
  image: string
  type: NftMediaType
  rarity: string
  seed: string
  seed_hash: string
  draw_input: string
  index: number
  contents_hash: string
}

/** `getRules`: the resale fee and royalty in percent, the hours a winner has to pay, who a forfeited margin goes to. */
export interface NftRules {
  fee_rate: string
  royalty_rate: string
  pay_hours: number
  forfeit_to: string
}

/** An artist of the list (`getArtist`); `author_id` is the user id the detail takes as `uid`. */
export interface NftArtist {
  id: number
  author_id: number
  nickname: string
  head_portrait: string
}

/** `getArtistDetail`. */
export interface NftArtistDetail {
  id: number
  nickname: string
  head_portrait: string
  signature: string
  artworks: NftRow[]
  collects: NftRow[]
  artworks_collect_number: number
}

/** A currency NFT prices use (`getNftCurrency`). */
export interface NftCurrency {
  id: number
  name: string
}

/** `getBoxList`'s filters; absent ones are not sent. */
export interface NftListFilters {
  currency?: number
  pay_type?: NftPayType
  status?: 0 | 1
  type?: NftMediaType
  keyword?: string
}

/** `resellNFT`'s fields; times are display times in the platform zone. */
export interface NftResellInput {
  code: string
  price: string
  per_increase: string
  pay_type: 1 | 2
  start_time: string
  end_time: string
}
