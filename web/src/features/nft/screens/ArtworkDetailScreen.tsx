import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { AppstoreOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { BidLog } from '../components/BidLog'
import { BidSheet } from '../components/BidSheet'
import { BuySheet } from '../components/BuySheet'
import { CollectButton } from '../components/CollectButton'
import { MarginSheet } from '../components/MarginSheet'
import { NftMedia } from '../components/NftMedia'
import { Provenance } from '../components/Provenance'
import { SaleClock } from '../components/SaleClock'
import { StatusBadge } from '../components/StatusBadge'
import { artistPath } from '../links'
import '../nft.css'
import { refOf, useNftDetail, useReader } from '../queries'
import { canRelist, hasBid, minimumBid, ownerResellState, plain, saleStatus } from '../rules'
import { useNftStrings } from '../strings'
import { BUY_ENDED, BUY_ON_SALE, PAY_AUCTION, PAY_FIXED, type NftDetail, type NftResellStatus } from '../types'
import { useZone } from '@/hooks/useZone'

type Sheet = { kind: 'buy' | 'margin' | 'bid'; key: string } | null

function resellText(status: NftResellStatus, t: (key: string) => string): string {
  if (status === 1) return t('nft.resell_listed')
  if (status === 2) return t('nft.resell_sold')
  return t('nft.resell_held')
}

/** The price facts of a sale: a fixed price, or an auction's starting price, current bid, increment and margin. */
function Facts({ row }: { row: NftDetail }) {
  const { t } = useTranslation()
  const zone = useZone()
  const currency = row.currency_name
  return (
    <dl className="ui-facts nft-facts">
      {row.pay_type === PAY_AUCTION ? (
        <>
          <Fact label={t('nft.start_price')} className="nft-price">
            {plain(row.price)} {currency}
          </Fact>
          <Fact label={t('nft.current_bid')} className="nft-current-bid">
            {hasBid(row) ? `${plain(row.current_bid)} ${currency}` : '--'}
          </Fact>
          <Fact label={t('nft.per_increase')}>
            {plain(row.per_increase)} {currency}
          </Fact>
          <Fact label={t('nft.margin')}>
            {plain(row.margin)} {currency}
          </Fact>
          <Fact label={t('nft.bid_count')}>{row.bid_count}</Fact>
          <Fact label={t('nft.min_bid')}>
            {plain(minimumBid(row).toFixed())} {currency}
          </Fact>
        </>
      ) : (
        <div className="wide">
          <dt>{t('nft.price')}</dt>
          <dd className="nft-price nft-price-big">
            {plain(row.price)} {currency}
          </dd>
        </div>
      )}
      <Fact label={t('nft.start_time')}>{row.start_time || '--'}</Fact>
      <Fact label={t('nft.end_time')}>{row.end_time || '--'}</Fact>
      <Fact label={t('nft.rarity')}>{row.rarity}</Fact>
      <Fact label={t('nft.code')} className="nft-code">
        {row.code}
      </Fact>
      {zone && <div className="wide nft-zone">{t('nft.times_in_zone', { zone })}</div>}
    </dl>
  )
}

/** What the reader can do: buy a fixed price, pay the margin and bid on an auction, or resell their own. */
function Actions({ row, now }: { row: NftDetail; now: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const reader = useReader()
  const [sheet, setSheet] = useState<Sheet>(null)
  const status = saleStatus(row, now)
  const mine = reader !== 0 && row.owner === reader
  const open = (kind: 'buy' | 'margin' | 'bid') => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    setSheet({ kind, key: newIdempotencyKey() })
  }
  const close = () => setSheet(null)
  const canBuy = row.buy_status === BUY_ON_SALE && status === BUY_ON_SALE && row.pay_type === PAY_FIXED && !mine
  const canBid = status === BUY_ON_SALE && row.pay_type === PAY_AUCTION && !mine
  const leading = canBid && reader !== 0 && row.current_bidder === reader
  const canResell = mine && canRelist(row)
  return (
    <section className="nft-actions">
      {mine && (
        <p className="nft-owned">
          {t('nft.owned_by_you')} · <span className="nft-resell-state">{resellText(ownerResellState(row), t)}</span>
        </p>
      )}
      {leading && <p className="nft-leading">{t('nft.you_lead')}</p>}
      {canBuy && (
        <PrimaryButton className="nft-buy" onClick={() => open('buy')}>
          {t('nft.buy_now')}
        </PrimaryButton>
      )}
      {canBid &&
        (row.margin_paid ? (
          <PrimaryButton className="nft-bid" onClick={() => open('bid')}>
            {t('nft.place_bid')}
          </PrimaryButton>
        ) : (
          <>
            <p className="nft-note">
              {t('nft.margin_first', { margin: plain(row.margin), currency: row.currency_name })}
            </p>
            <PrimaryButton className="nft-margin" onClick={() => open('margin')}>
              {t('nft.pay_margin')}
            </PrimaryButton>
          </>
        ))}
      {canResell && (
        <PrimaryButton
          fill="outline"
          className="nft-resell"
          onClick={() => void navigate(`${ROUTES.nftResell}?code=${encodeURIComponent(row.code)}`)}
        >
          {t('nft.resell')}
        </PrimaryButton>
      )}
      <BuySheet row={row} review={sheet?.kind === 'buy' ? sheet.key : null} onClose={close} />
      <MarginSheet row={row} review={sheet?.kind === 'margin' ? sheet.key : null} onClose={close} />
      <BidSheet row={row} review={sheet?.kind === 'bid' ? sheet.key : null} onClose={close} />
    </section>
  )
}

function Detail({ row, video }: { row: NftDetail; video: boolean }) {
  const { t } = useTranslation()
  const now = useNow()
  const status = saleStatus(row, now)
  const auction = row.pay_type === PAY_AUCTION
  return (
    <div className="nft nft-detail" data-code={row.code}>
      <NftMedia row={row} video={video} />
      <section className="ui-card nft-card">
        <div className="nft-head">
          <h2 className="nft-name">{row.name}</h2>
          <StatusBadge status={status} />
        </div>
        <p className="nft-author">
          {t('nft.by')} <Link to={artistPath(row.author_id)}>{row.author_name}</Link>
        </p>
        {status !== BUY_ENDED && <SaleClock row={row} now={now} />}
        <Facts row={row} />
      </section>
      <Actions row={row} now={now} />
      {row.description && (
        <section className="ui-card nft-card">
          <h3 className="nft-card-title">{t('nft.description')}</h3>
          <p className="nft-description">{row.description}</p>
        </section>
      )}
      {auction && <BidLog code={row.code} live={status === BUY_ON_SALE} />}
      <Provenance code={row.code} />
    </div>
  )
}

function DetailScreen({ video }: { video: boolean }) {
  const { t } = useNftStrings()
  const [params] = useSearchParams()
  const ref = refOf(params)
  const detail = useNftDetail(ref)
  const row = detail.data
  return (
    <Page
      title={t('nft.detail_title')}
      right={row && <CollectButton code={row.code} collected={row.collect} count={row.collect_number} />}
    >
      {row ? (
        <Detail row={row} video={video} />
      ) : detail.isPending && detail.fetchStatus !== 'idle' ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <StateView icon={<AppstoreOutline />} title={t('nft.not_found')} />
      )}
    </Page>
  )
}

/** An artwork (`?code=` or `?id=`): its media, sale, countdown, buying or bidding, live bids and provenance. */
export function ArtworkDetailScreen() {
  return <DetailScreen video={false} />
}

/** A video artwork, played with the browser's own controls over its poster. */
export function ArtworkVideoScreen() {
  return <DetailScreen video />
}
