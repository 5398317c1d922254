import { PrimaryButton } from '@/components/form/PrimaryButton'
import { ProgressBar } from 'antd-mobile'
import { useState } from 'react'
import { GiftOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useNow } from '@/hooks/useNow'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { RequestError } from '@/lib/request'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { ConfirmSheet } from '../components/ConfirmSheet'
import { SaleClock } from '../components/SaleClock'
import { StatusBadge } from '../components/StatusBadge'
import { inIndexOrder } from '../draw'
import { artistPath } from '../links'
import '../nft.css'
import { useBuy, useNftDetail, useReader, useSeries } from '../queries'
import { odds, plain, randomClientSeed, statusByTime } from '../rules'
import { useNftStrings } from '../strings'
import { BUY_ON_SALE, type NftDetail, type NftSeries } from '../types'

interface Review {
  key: string
  clientSeed: string
}

/** The box's price, the caller's balance and the client seed made in the browser, before a box is bought. */
function BuyBoxSheet({
  series,
  code,
  review,
  onClose,
}: {
  series: NftSeries
  code: string | undefined
  review: Review | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const buying = useBuy()
  const confirm = () => {
    if (!review) return
    buying.mutate(
      { code, seriesId: series.id, key: review.key, clientSeed: review.clientSeed },
      {
        onSuccess: (bought) => {
          toast.success(t('nft.box_bought'))
          onClose()
          void navigate(`${ROUTES.nftPurchaseOne}?code=${encodeURIComponent(bought)}`)
        },
        onError: (error) => {
          if (error instanceof RequestError && error.error === 'sold_out') toast.show(t('nft.sold_out'))
          onClose()
        },
      },
    )
  }
  return (
    <ConfirmSheet
      visible={review !== null}
      title={t('nft.buy_box_title')}
      rows={[{ label: t('nft.series'), value: series.name }]}
      cost={series.price}
      currency={series.currency_name}
      costRow={{ label: t('nft.box_price'), className: 'nft-sheet-price' }}
      confirmLabel={t('nft.confirm_buy', { price: plain(series.price), currency: series.currency_name })}
      pending={buying.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="nft-note">{t('nft.client_seed_note')}</p>
      <dl className="ui-facts">
        <div className="wide">
          <dt>{t('nft.client_seed')}</dt>
          <dd>
            <code className="nft-hash nft-client-seed">{review?.clientSeed}</code>
          </dd>
        </div>
      </dl>
    </ConfirmSheet>
  )
}

/** A series' commitments and contents with their weights and odds, and the button that buys a box. */
function SeriesView({ series, box }: { series: NftSeries; box: NftDetail | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const reader = useReader()
  const now = useNow()
  const [review, setReview] = useState<Review | null>(null)
  const soldOut = series.total > 0 && series.sold >= series.total
  const status = soldOut ? 0 : statusByTime(series.start_ts, series.end_ts, 1, now)
  const percent = series.total > 0 ? Math.min(100, Math.floor((series.sold * 100) / series.total)) : 0
  const ownBox = box !== undefined && reader !== 0 && box.owner === reader
  const boxOnSale = box === undefined || (box.buy_status === BUY_ON_SALE && !ownBox)
  const contents = inIndexOrder(series.contents)
  const buy = () => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    setReview({ key: newIdempotencyKey(), clientSeed: randomClientSeed() })
  }
  return (
    <div className="nft nft-series-page" data-series={series.id}>
      <div className="nft-media">
        <img className="nft-picture" src={fileUrl(series.cover)} alt={series.name} />
      </div>
      <section className="ui-card nft-card">
        <div className="nft-head">
          <h2 className="nft-name">{series.name}</h2>
          <StatusBadge status={status} />
        </div>
        <p className="nft-author">
          {t('nft.by')} <Link to={artistPath(series.author_id)}>{series.author_name}</Link>
        </p>
        {!soldOut && <SaleClock row={series} now={now} />}
        <p className="nft-price nft-price-big nft-series-price">
          {plain(series.price)} {series.currency_name}
        </p>
        <ProgressBar percent={percent} />
        <p className="nft-series-sold">
          {t('nft.sold_of_total', { sold: series.sold, total: series.total, count: series.total })}
        </p>
        <dl className="ui-facts">
          <Fact label={t('nft.start_time')}>{series.start_time}</Fact>
          <Fact label={t('nft.end_time')}>{series.end_time}</Fact>
        </dl>
        {series.description && <p className="nft-description">{series.description}</p>}
      </section>
      <section className="nft-actions">
        {ownBox ? (
          <PrimaryButton
            className="nft-open-link"
            onClick={() => void navigate(`${ROUTES.nftPurchaseOne}?code=${encodeURIComponent(box.code)}`)}
          >
            {t('nft.go_open')}
          </PrimaryButton>
        ) : status === BUY_ON_SALE && boxOnSale ? (
          <PrimaryButton className="nft-buy-box" onClick={buy}>
            {t('nft.buy_box')}
          </PrimaryButton>
        ) : (
          <p className="nft-muted">{soldOut ? t('nft.sold_out') : t('nft.not_on_sale')}</p>
        )}
      </section>
      <section className="ui-card nft-card nft-commit">
        <h3 className="nft-card-title">{t('nft.fairness')}</h3>
        <p className="nft-note">{t('nft.fairness_note')}</p>
        <dl className="ui-facts">
          <div className="wide">
            <dt>{t('nft.seed_hash')}</dt>
            <dd>
              <code className="nft-hash nft-seed-hash">{series.seed_hash}</code>
            </dd>
          </div>
          <div className="wide">
            <dt>{t('nft.contents_hash')}</dt>
            <dd>
              <code className="nft-hash nft-contents-hash">{series.contents_hash}</code>
            </dd>
          </div>
          <div className="wide">
            <dt>{t('nft.seed')}</dt>
            <dd>
              {series.seed ? (
                <code className="nft-hash nft-seed">{series.seed}</code>
              ) : (
                <span className="nft-muted">{t('nft.seed_hidden')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="ui-card nft-card">
        <h3 className="nft-card-title">{t('nft.contents')}</h3>
        <ul className="nft-contents">
          {contents.map((content) => (
            <li key={content.index} className="nft-content" data-index={content.index}>
              <img src={fileUrl(content.image)} alt="" loading="lazy" />
              <span className="nft-content-name">
                {content.name}
                <small>
                  {content.rarity} · {content.type}
                </small>
              </span>
              <span className="nft-content-odds">
                <strong>{odds(content, contents)}%</strong>
                <small>{t('nft.weight', { weight: content.weight })}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <BuyBoxSheet
        series={series}
        code={box && !ownBox ? box.code : undefined}
        review={review}
        onClose={() => setReview(null)}
      />
    </div>
  )
}

/** A blind-box series (`?id=`), or the series of one box (`?code=`): price, boxes sold, commitments and contents. */
export function SeriesScreen() {
  const { t } = useNftStrings()
  const [params] = useSearchParams()
  const code = params.get('code')?.trim() || null
  const box = useNftDetail(code ? { code } : null)
  const seriesId = code ? (box.data?.series?.id ?? box.data?.series_id ?? null) : Number(params.get('id'))
  const fetched = useSeries(code && box.data?.series ? null : seriesId)
  const series = box.data?.series ?? fetched.data
  const pending = (code !== null && box.isPending) || (fetched.isPending && fetched.fetchStatus !== 'idle')
  return (
    <Page title={t('nft.series_title')}>
      {series ? (
        <SeriesView series={series} box={box.data} />
      ) : pending ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <StateView icon={<GiftOutline />} title={t('nft.not_found')} />
      )}
    </Page>
  )
}
