import { AddOutline, RightOutline, UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { fileUrl } from '@/lib/files'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { artistPath } from '../links'
import '../nft.css'
import '../apply.css'
import { useArtists } from '../queries'
import { useNftStrings } from '../strings'

/** The artists, each opening their page, and the way to apply to become one. */
export function ArtistsScreen() {
  const { t } = useNftStrings()
  const artists = useArtists()
  return (
    <Page title={t('nft.artists')}>
      <div className="nft nft-list">
        <Link to={ROUTES.nftApplyArtist} className="nft-apply-entry">
          <span className="nft-apply-icon" aria-hidden="true">
            <AddOutline />
          </span>
          <span className="nft-apply-entry-text">
            <strong>{t('nft.apply_entry')}</strong>
            <small>{t('nft.apply_entry_note')}</small>
          </span>
          <RightOutline className="nft-apply-arrow" aria-hidden="true" />
        </Link>
        <PagedList
          query={artists}
          rowKey={(artist) => artist.id}
          empty={<StateView icon={<UserOutline />} title={t('nft.no_artists')} />}
          renderItem={(artist) => (
            <Link to={artistPath(artist.author_id)} className="nft-artist-row" data-artist={artist.author_id}>
              {artist.head_portrait ? (
                <img className="nft-avatar nft-avatar-big" src={fileUrl(artist.head_portrait)} alt="" />
              ) : (
                <span className="nft-avatar nft-avatar-big" aria-hidden="true">
                  <UserOutline />
                </span>
              )}
              <span className="nft-artist-name">{artist.nickname}</span>
            </Link>
          )}
        />
      </div>
    </Page>
  )
}
