import type { ReactNode } from 'react'
import { PagedList, type PagedListState } from '@/components/PagedList'
import { useNow } from '@/hooks/useNow'
import type { NftRow } from '../types'
import { NftCard } from './NftCard'

/** Rows as a two-column grid of tiles, page by page. */
export function NftGrid({ query, empty }: { query: PagedListState<NftRow>; empty: ReactNode }) {
  const now = useNow()
  return (
    <div className="nft-grid">
      <PagedList
        query={query}
        rowKey={(row) => row.code}
        empty={empty}
        renderItem={(row) => <NftCard row={row} now={now} />}
      />
    </div>
  )
}

/** Rows read at once (no paging) as the same grid. */
export function NftTiles({ rows }: { rows: readonly NftRow[] }) {
  const now = useNow()
  return (
    <ul className="nft-grid nft-tiles">
      {rows.map((row) => (
        <li key={row.code}>
          <NftCard row={row} now={now} />
        </li>
      ))}
    </ul>
  )
}
