import { DownFill, UnorderedListOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { LoadingView, StateView } from '@/app/StateView'
import { InstrumentHeader } from '@/features/lever/components/InstrumentHeader'
import '@/features/lever/lever.css'
import { defaultOf, pairOf } from '@/features/lever/pairs'
import { KlineCard } from '@/features/market/components/KlineCard'
import { PairPicker } from '@/features/market/components/PairPicker'
import '@/features/market/market.css'
import { pairFromParams, pairPath } from '@/features/market/navigation'
import { useQuotation } from '@/features/market/queries'
import type { QuoteItem } from '@/features/market/types'
import '@/features/spot/spot.css'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { useOptionFeed } from '../live'
import '../micro.css'
import { optionPairs } from '../pairs'
import { OpenOptions } from './OpenOptions'
import { OptionForm } from './OptionForm'
import { ResultPopup } from './ResultPopup'

/** The options body of one instrument; keyed by it so that switching starts a fresh form. */
function InstrumentOptions({ pair }: { pair: QuoteItem }) {
  return (
    <>
      <InstrumentHeader pair={pair} />
      <KlineCard pair={pair} />
      <div className="lever-main">
        <OptionForm pair={pair} />
      </div>
    </>
  )
}

/**
 * The seconds options screen: instrument switch, K-line, durations with their payout, the stake, up and down, the
 * user's open options counting down, and a popup with each result and its evidence.
 */
export function OptionsTrade() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const loggedIn = useSession(selectIsLoggedIn)
  const { data, isPending, isError, refetch } = useQuotation()
  const [picking, setPicking] = useState(false)
  useOptionFeed(loggedIn)
  const pairs = optionPairs(data)
  const requested = pairFromParams(params)
  const pair = requested ? pairOf(pairs, requested.currencyId, requested.legalId) : defaultOf(pairs)

  const right = (
    <span className="trade-nav-icons">
      <Link to={ROUTES.tradeOptionsOrders} aria-label={t('micro.orders_title')}>
        <UnorderedListOutline />
      </Link>
    </span>
  )
  const title = pair ? (
    <button type="button" className="pair-switch" onClick={() => setPicking(true)} aria-label={t('trade.switch_pair')}>
      {pair.symbol}
      <DownFill />
    </button>
  ) : (
    t('trade_area.options')
  )

  let body
  if (isPending) body = <LoadingView label={t('common.loading')} />
  else if (isError && !data) {
    body = <StateView title={t('quotes.load_failed')} action={{ label: t('common.retry'), onClick: () => void refetch() }} />
  } else if (!pair) {
    body = (
      <StateView
        title={t(requested ? 'micro.pair_missing' : 'micro.no_pairs')}
        action={
          requested && pairs.length > 0
            ? { label: t('trade.switch_pair'), onClick: () => setPicking(true) }
            : { label: t('market.title'), onClick: () => void navigate(ROUTES.market) }
        }
      />
    )
  } else {
    body = <InstrumentOptions key={`${pair.currency_id}-${pair.legal_id}`} pair={pair} />
  }

  return (
    <Page title={title} back={false} right={right}>
      <div className="spot-trade options-trade">
        {body}
        {loggedIn && <OpenOptions />}
      </div>
      {loggedIn && <ResultPopup />}
      <PairPicker
        visible={picking}
        pairs={pairs}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false)
          void navigate(pairPath(item, ROUTES.tradeOptions), { replace: true })
        }}
      />
    </Page>
  )
}
