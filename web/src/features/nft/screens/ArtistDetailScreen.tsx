import { Tabs } from 'antd-mobile'
import { useState } from 'react'
import { AppstoreOutline, UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { NftTiles } from '../components/NftGrid'
import '../nft.css'
import { useArtistDetail } from '../queries'
import { useNftStrings } from '../strings'
import type { NftArtistDetail } from '../types'

function Artist({ artist }: { artist: NftArtistDetail }) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'artworks' | 'collects'>('artworks')
  const rows = tab === 'artworks' ? artist.artworks : artist.collects
  return (
    <div className="nft">
      <section className="ui-card nft-card nft-artist-head">
        {artist.head_portrait ? (
          <img className="nft-avatar nft-avatar-large" src={fileUrl(artist.head_portrait)} alt="" />
        ) : (
          <span className="nft-avatar nft-avatar-large" aria-hidden="true">
            <UserOutline />
          </span>
        )}
        <div>
          <h2 className="nft-name">{artist.nickname}</h2>
          {artist.signature && <p className="nft-muted">{artist.signature}</p>}
          <p className="nft-artist-stats">
            {t('nft.artist_work_count', { count: artist.artworks.length })} ·{' '}
            {t('nft.artist_collect_count', { count: artist.artworks_collect_number })}
          </p>
        </div>
      </section>
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'collects' ? 'collects' : 'artworks')}>
        <Tabs.Tab key="artworks" title={t('nft.artist_works')} />
        <Tabs.Tab key="collects" title={t('nft.artist_collects')} />
      </Tabs>
      {rows.length === 0 ? (
        <StateView icon={<AppstoreOutline />} title={t('nft.no_artworks')} />
      ) : (
        <NftTiles rows={rows} />
      )}
    </div>
  )
}

/** An artist (`?uid=`): their signature, the artworks they made and the works they collected. */
export function ArtistDetailScreen() {
  const { t } = useNftStrings()
  const [params] = useSearchParams()
  const detail = useArtistDetail(Number(params.get('uid')))
  return (
    <Page title={t('nft.artist_title')}>
      {detail.data ? (
        <Artist artist={detail.data} />
      ) : detail.isPending && detail.fetchStatus !== 'idle' ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <StateView icon={<UserOutline />} title={t('nft.not_found')} />
      )}
    </Page>
  )
}
