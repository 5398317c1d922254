import { DownFill, UnorderedListOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { LoadingView, StateView } from '@/app/StateView'
import { KlineCard } from '@/features/market/components/KlineCard'
import { PairPicker } from '@/features/market/components/PairPicker'
import '@/features/market/market.css'
import { pairFromParams, pairPath } from '@/features/market/navigation'
import { useQuotation } from '@/features/market/queries'
import '@/features/spot/spot.css'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import '../lever.css'
import { useLeverFeed } from '../live'
import { defaultOf, leverPairs, pairOf } from '../pairs'
import { useLeverDeal } from '../queries'
import type { LeverQuote } from '../types'
import { InstrumentHeader } from './InstrumentHeader'
import { LeverForm } from './LeverForm'
import { Entrusts, Positions } from './Positions'

/** The contract body of one instrument; keyed by it so that switching starts a fresh form. */
function InstrumentTrade({ pair }: { pair: LeverQuote }) {
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  const deal = useLeverDeal(pair.currency_id, pair.legal_id)
  return (
    <>
      <InstrumentHeader pair={pair}>
        <div>
          <dt>{t('lever.per_lot')}</dt>
          <dd>{pair.lever_share_num ? `${pair.lever_share_num} ${pair.currency_name}` : '--'}</dd>
        </div>
      </InstrumentHeader>
      <KlineCard pair={pair} />
      <div className="lever-main">
        <LeverForm pair={pair} deal={loggedIn ? (deal.data ?? null) : null} />
      </div>
      {loggedIn && <Positions pair={pair} />}
      {loggedIn && <Entrusts pair={pair} />}
    </>
  )
}

/**
 * The contract screen: instrument switch (crypto and stocks open for contracts), K-line, the order form, and the
 * user's positions and entrusts of the instrument.
 */
export function LeverTrade() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const loggedIn = useSession(selectIsLoggedIn)
  const { data, isPending, isError, refetch } = useQuotation()
  const [picking, setPicking] = useState(false)
  useLeverFeed(loggedIn)
  const pairs = leverPairs(data)
  const requested = pairFromParams(params)
  const pair = requested ? pairOf(pairs, requested.currencyId, requested.legalId) : defaultOf(pairs)

  const right = (
    <span className="trade-nav-icons">
      <Link to={ROUTES.tradeContractOrders} aria-label={t('lever.orders_title')}>
        <UnorderedListOutline />
      </Link>
    </span>
  )
  const title = pair ? (
    <button type="button" className="pair-switch" onClick={() => setPicking(true)} aria-label={t('lever.switch_instrument')}>
      {pair.symbol}
      <DownFill />
    </button>
  ) : (
    t('trade_area.contract')
  )

  let body
  if (isPending) body = <LoadingView label={t('common.loading')} />
  else if (isError && !data) {
    body = <StateView title={t('quotes.load_failed')} action={{ label: t('common.retry'), onClick: () => void refetch() }} />
  } else if (!pair) {
    body = (
      <StateView
        title={t(requested ? 'lever.instrument_missing' : 'lever.no_instruments')}
        action={
          requested && pairs.length > 0
            ? { label: t('lever.switch_instrument'), onClick: () => setPicking(true) }
            : { label: t('market.title'), onClick: () => void navigate(ROUTES.market) }
        }
      />
    )
  } else {
    body = <InstrumentTrade key={`${pair.currency_id}-${pair.legal_id}`} pair={pair} />
  }

  return (
    <Page title={title} back={false} right={right}>
      <div className="spot-trade lever-trade">{body}</div>
      <PairPicker
        visible={picking}
        pairs={pairs}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false)
          void navigate(pairPath(item, ROUTES.tradeContract), { replace: true })
        }}
      />
    </Page>
  )
}
