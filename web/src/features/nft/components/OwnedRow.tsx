import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { detailPath } from '../links'
import { canRelist, ownerResellState, plain } from '../rules'
import { PAY_BOX, RESELL_LISTED, type NftRow } from '../types'

/** One of the caller's artworks or boxes: its resale state and what can be done with it. */
export function OwnedRow({ row }: { row: NftRow }) {
  const { t } = useTranslation()
  const unopened = row.pay_type === PAY_BOX && row.is_opened === 0
  const code = encodeURIComponent(row.code)
  const resell = ownerResellState(row)
  const state = unopened
    ? t('nft.box_unopened')
    : resell === RESELL_LISTED
      ? t('nft.resell_listed')
      : t('nft.resell_held')
  return (
    <article className="nft-owned-row" data-code={row.code}>
      <Link to={unopened ? `${ROUTES.nftPurchaseOne}?code=${code}` : detailPath(row)} className="nft-owned-main">
        <img src={fileUrl(row.cover || row.image)} alt="" loading="lazy" />
        <span className="nft-owned-body">
          <span className="nft-owned-name">{row.name}</span>
          <small>
            {row.rarity} · {plain(row.price)} {row.currency_name}
          </small>
          <span className={`ui-tag nft-resell-state nft-resell-${unopened ? 'box' : resell}`}>{state}</span>
        </span>
      </Link>
      {unopened ? (
        <Link to={`${ROUTES.nftPurchaseOne}?code=${code}`} className="nft-owned-action">
          {t('nft.open_box')}
        </Link>
      ) : (
        canRelist(row) && (
          <Link to={`${ROUTES.nftResell}?code=${code}`} className="nft-owned-action">
            {t('nft.resell')}
          </Link>
        )
      )}
    </article>
  )
}
