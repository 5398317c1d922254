import type { Schemas } from '@/lib/types'

/**
 * The NFT answers as API-CONTRACT §5.13 and docs/api/nft.md fix them, from the server's schemas, with the coded
 * fields narrowed. Amounts are decimal strings; `*_time` and `created` are display times with a `*_ts` twin in ms.
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
export type NftRow = Omit<
  Schemas['NftRow'],
  'type' | 'pay_type' | 'status' | 'buy_status' | 'resell_nft_status' | 'is_opened'
> & {
  type: NftMediaType
  pay_type: NftPayType
  /** 1 listed, 0 ended. */
  status: 0 | 1
  buy_status: NftBuyStatus
  resell_nft_status: NftResellStatus
  is_opened: 0 | 1
}

/** `getBoxDetail`: the row, how many collected it and, for a box, its series and the draw input once bought. */
export type NftDetail = NftRow &
  Pick<Schemas['NftDetail'], 'collect_number' | 'draw_input'> & {
    series: NftSeries | null
  }

/** One artwork a blind box of a series can hold; `weight` out of the series' total weight is its odds. */
export type NftSeriesContent = Omit<Schemas['NftSeriesContent'], 'type'> & { type: NftMediaType }

/** A blind-box series: its contents and seed are committed by their hashes when published. */
export type NftSeries = Omit<Schemas['NftSeries'], 'contents'> & { contents: NftSeriesContent[] }

/** One change of hands of an artwork, oldest first. */
export type NftProvenanceEntry = Omit<Schemas['NftProvenanceEntry'], 'kind'> & {
  kind: 'mint' | 'sale' | 'auction' | 'box'
}

/** A live bid of an auction (`getBindBoxQuotationLog`, at most 10). */
export type NftBid = Schemas['NftBid']

/** One of the caller's bids (`getMyBindBoxQuotationLog`). */
export type NftMyBid = Omit<Schemas['NftMyBid'], 'is_expired'> & { is_expired: 0 | 1 }

/** `getMyBindBoxQuotationLog`'s wrapper. */
export type NftMyBidPage = Omit<Schemas['NftMyBids'], 'data'> & { data: NftMyBid[] }

/** An auction the caller won: to pay before `overtime` (ms) or the margin is forfeited. */
export type NftPayOrder = Omit<Schemas['NftPayOrder'], 'is_read' | 'is_pay' | 'is_expired'> & {
  is_read: 0 | 1
  is_pay: 0 | 1
  is_expired: 0 | 1
}

/** `openBlindBox`: the drawn artwork and what the draw can be checked with (`seed` "" until revealed). */
export type NftOpened = Omit<Schemas['NftOpened'], 'type'> & { type: NftMediaType }

/** `getRules`: the resale fee and royalty in percent, the hours a winner has to pay, who a forfeited margin goes to. */
export type NftRules = Schemas['NftRules']

/** An artist of the list (`getArtist`); `author_id` is the user id the detail takes as `uid`. */
export type NftArtist = Schemas['NftArtist']

/** `getArtistDetail`. */
export type NftArtistDetail = Omit<Schemas['NftArtistDetail'], 'artworks' | 'collects'> & {
  artworks: NftRow[]
  collects: NftRow[]
}

/** A currency NFT prices use (`getNftCurrency`). */
export type NftCurrency = Schemas['NftCurrency']

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

/** `applyArtist`'s fields: a nickname of 1–32 characters and a signature of at most 200, both trimmed. */
export interface NftApplyInput {
  nickname: string
  signature: string
}
