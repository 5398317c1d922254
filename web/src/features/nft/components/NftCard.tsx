import { SoundOutline } from '@/components/icons'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'
import { detailPath } from '../links'
import { hasBid, plain, saleStatus } from '../rules'
import { PAY_AUCTION, PAY_BOX, type NftRow } from '../types'
import { StatusBadge } from './StatusBadge'

/** A market tile: cover, name, artist, the price (the current bid of an auction with bids) and the sale's status. */
export function NftCard({ row, now }: { row: NftRow; now: number }) {
  const { t } = useTranslation()
  const bid = row.pay_type === PAY_AUCTION && hasBid(row)
  const kind =
    row.pay_type === PAY_AUCTION
      ? t('nft.pay_auction')
      : row.pay_type === PAY_BOX
        ? t('nft.pay_box')
        : t('nft.pay_fixed')
  return (
    <Link to={detailPath(row)} className="nft-tile" data-code={row.code}>
      <span className="nft-tile-cover">
        <img src={fileUrl(row.cover || row.image)} alt="" loading="lazy" />
        {row.type !== 'image' && (
          <span className="nft-tile-type">
            {row.type === 'audio' ? <SoundOutline aria-label={t('nft.type_audio')} /> : row.type.toUpperCase()}
          </span>
        )}
      </span>
      <span className="nft-tile-body">
        <span className="nft-tile-name">{row.name}</span>
        <span className="nft-tile-author">{row.author_name}</span>
        <span className="nft-tile-meta">
          <span className="ui-tag">{kind}</span>
          <StatusBadge status={saleStatus(row, now)} />
        </span>
        <span className="nft-tile-price">
          <small>{bid ? t('nft.current_bid') : t('nft.price')}</small>
          <strong>
            {plain(bid ? row.current_bid : row.price)} {row.currency_name}
          </strong>
        </span>
      </span>
    </Link>
  )
}
