import type { NftListFilters } from './types'

/**
 * Currencies, rules, artists, series, provenance and bids are public. Lists, details and artist pages carry the
 * reader's favourites and margins, and the rest is the reader's own, so those live under `user`.
 */
export const nftKeys = {
  currencies: ['nft', 'currencies'] as const,
  rules: ['nft', 'rules'] as const,
  artists: (lang: string) => ['nft', 'artists', lang] as const,
  seriesAll: ['nft', 'series'] as const,
  seriesList: (lang: string) => ['nft', 'series', 'list', lang] as const,
  series: (id: number, lang: string) => ['nft', 'series', id, lang] as const,
  provenanceAll: ['nft', 'provenance'] as const,
  provenance: (code: string) => ['nft', 'provenance', code] as const,
  bids: (code: string) => ['nft', 'bids', code] as const,
  bidsAll: ['nft', 'bids'] as const,
  userAll: ['user', 'nft'] as const,
  listAll: ['user', 'nft', 'list'] as const,
  list: (filters: NftListFilters, lang: string, reader: number) =>
    ['user', 'nft', 'list', filters, lang, reader] as const,
  detailAll: ['user', 'nft', 'detail'] as const,
  detail: (ref: string, lang: string, reader: number) => ['user', 'nft', 'detail', ref, lang, reader] as const,
  artistAll: ['user', 'nft', 'artist'] as const,
  artist: (uid: number, lang: string, reader: number) => ['user', 'nft', 'artist', uid, lang, reader] as const,
  mine: ['user', 'nft', 'mine'] as const,
  collection: ['user', 'nft', 'collection'] as const,
  myBids: ['user', 'nft', 'my_bids'] as const,
  payOrders: ['user', 'nft', 'pay_orders'] as const,
  opened: (code: string) => ['user', 'nft', 'opened', code] as const,
}
