import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { useNftBids } from '../queries'
import { plain } from '../rules'

/** An auction's latest bids, highest (newest) first, read again every few seconds while the auction runs. */
export function BidLog({ code, live }: { code: string; live: boolean }) {
  const { t } = useTranslation()
  const bids = useNftBids(code, live)
  const rows = bids.data ?? []
  return (
    <section className="ui-card nft-card nft-bids">
      <h3 className="nft-card-title">
        {t('nft.bid_log')}
        {live && <span className="nft-live">{t('nft.live')}</span>}
      </h3>
      {rows.length === 0 ? (
        <p className="nft-muted nft-bids-empty">{bids.isPending ? t('common.loading') : t('nft.no_bids')}</p>
      ) : (
        <ol className="nft-bid-rows">
          {rows.map((bid, i) => (
            <li key={bid.id} className={i === 0 ? 'nft-bid-row nft-bid-top' : 'nft-bid-row'} data-bid={bid.id}>
              {bid.head_portrait ? (
                <img className="nft-avatar" src={fileUrl(bid.head_portrait)} alt="" />
              ) : (
                <span className="nft-avatar" aria-hidden="true" />
              )}
              <span className="nft-bid-who">
                <span>{bid.nick_name}</span>
                <small>{bid.created}</small>
              </span>
              <strong className="nft-bid-price">
                {plain(bid.price)} {bid.currency_name}
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
