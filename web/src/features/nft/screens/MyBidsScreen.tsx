import { FileOutline } from '@/components/icons'
import { PagedListPage } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { fileUrl } from '@/lib/files'
import '../nft.css'
import { useMyBids } from '../queries'
import { plain } from '../rules'
import { useNftStrings } from '../strings'

/** The caller's bids, newest first, each with whether its auction is still running. */
export function MyBidsScreen() {
  const { t } = useNftStrings()
  const bids = useMyBids()
  return (
    <PagedListPage
      title={t('nft.my_bids')}
      className="nft nft-list"
      query={bids}
      rowKey={(bid) => bid.id}
      empty={<StateView icon={<FileOutline />} title={t('nft.no_my_bids')} />}
      renderItem={(bid) => (
        <article className="nft-my-bid" data-bid={bid.id}>
          <img src={fileUrl(bid.nft_image)} alt="" loading="lazy" />
          <span className="nft-my-bid-body">
            <span className="nft-my-bid-name">{bid.nft_name}</span>
            <small>{bid.created}</small>
          </span>
          <span className="nft-my-bid-side">
            <strong>
              {plain(bid.price)} {bid.currency_name}
            </strong>
            <span className={`ui-tag nft-bid-state-${bid.is_expired}`}>
              {bid.is_expired === 1 ? t('nft.bid_closed') : t('nft.bid_active')}
            </span>
          </span>
        </article>
      )}
    />
  )
}
