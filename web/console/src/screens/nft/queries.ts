import { useQuery } from '@tanstack/react-query'
import { ADMIN, PUBLIC, api } from '../../lib/client'
import type { NftArtist, NftCurrency, PageOf } from '../../lib/types'
import { APPROVED, artistsKey } from './shared'

/** The most rows a console list answers at once. */
const MOST = 100

/** Every approved artist (the ones artworks and series may be made for), read page by page. */
export function useApprovedArtists() {
  return useQuery({
    queryKey: [...artistsKey, 'approved'],
    queryFn: async () => {
      const rows: NftArtist[] = []
      for (let page = 1; page <= 50; page += 1) {
        const got = await api.get<PageOf<NftArtist>>(`${ADMIN}/nft/artists`, { page, limit: MOST })
        rows.push(...got.data)
        if (got.data.length < MOST || rows.length >= got.total) break
      }
      return rows.filter((artist) => artist.status === APPROVED)
    },
  })
}

/** The currencies NFT prices may use. */
export function useNftCurrencies() {
  return useQuery({
    queryKey: ['nft', 'currencies'],
    queryFn: () => api.get<NftCurrency[]>(`${PUBLIC}/bind_box/getNftCurrency`),
    staleTime: 5 * 60_000,
  })
}

/** The options of an artist picker: nickname and account. */
export const artistOptions = (artists: NftArtist[] | undefined) =>
  (artists ?? []).map((artist) => ({ value: artist.id, label: `${artist.nickname} (${artist.account})` }))
