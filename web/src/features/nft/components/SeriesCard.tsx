import { ProgressBar } from 'antd-mobile'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { plain, statusByTime } from '../rules'
import type { NftSeries } from '../types'
import { SaleClock } from './SaleClock'
import { StatusBadge } from './StatusBadge'

/** A blind-box series on the market: cover, name, box price, boxes sold of the total, status and countdown. */
export function SeriesCard({ series, now }: { series: NftSeries; now: number }) {
  const { t } = useTranslation()
  const soldOut = series.total > 0 && series.sold >= series.total
  const status = soldOut ? 0 : statusByTime(series.start_ts, series.end_ts, 1, now)
  const percent = series.total > 0 ? Math.min(100, Math.floor((series.sold * 100) / series.total)) : 0
  return (
    <Link to={`${ROUTES.nftPurchase}?id=${series.id}`} className="nft-series" data-series={series.id}>
      <img className="nft-series-cover" src={fileUrl(series.cover)} alt="" loading="lazy" />
      <div className="nft-series-body">
        <div className="nft-series-head">
          <h3 className="nft-series-name">{series.name}</h3>
          <StatusBadge status={status} />
        </div>
        <p className="nft-series-author">{series.author_name}</p>
        <p className="nft-series-price">
          <small>{t('nft.box_price')}</small>
          <strong>
            {plain(series.price)} {series.currency_name}
          </strong>
        </p>
        <ProgressBar percent={percent} />
        <p className="nft-series-sold">
          {t('nft.sold_of_total', { sold: series.sold, total: series.total, count: series.total })}
        </p>
        {!soldOut && <SaleClock row={series} now={now} />}
      </div>
    </Link>
  )
}
