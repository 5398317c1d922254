import { LoopOutline, UnorderedListOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
import {
  changeTone,
  defaultPair,
  findPair,
  FlashPrice,
  formatChange,
  isSpot,
  FoldableKline,
  KlineCard,
  OrderBook,
  PairPicker,
  PairStats,
  RecentTrades,
  spotPairs,
  useQuotation,
  type QuoteItem,
} from '@/features/market'
import { formatNumber } from '@/lib/format'
import { ROUTES } from '@/lib/navigation'
import { pairFromParams, pairPath } from '@/lib/pairs'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { OpenOrders } from '../components/OpenOrders'
import { OrderForm } from '../components/OrderForm'
import { useAccountFeed, usePairBalances } from '../queries'
import '../spot.css'
import { PairSwitch, QuotationPending } from '@/components/trade/QuotationPending'

function PairHeader({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const tone = changeTone(pair.change)
  return (
    <section className="pair-header">
      <div className="pair-header-main">
        <FlashPrice item={pair} className={`pair-price ${tone}`} />
        <span className={`pair-change num ${tone}`}>{formatChange(pair.change)}</span>
      </div>
      <PairStats pair={pair}>
        <Fact label={t('trade.volume_24h')}>{formatNumber(pair.volume)}</Fact>
      </PairStats>
    </section>
  )
}

/** The trading body of one pair; keyed by the pair so that switching starts a fresh form. */
function PairTrade({ pair, foldChart }: { pair: QuoteItem; foldChart: boolean }) {
  const loggedIn = useSession(selectIsLoggedIn)
  const balances = usePairBalances(pair.currency_id, pair.legal_id)
  const [price, setPrice] = useState(pair.now_price)
  return (
    <>
      <PairHeader pair={pair} />
      {foldChart ? <FoldableKline pair={pair} /> : <KlineCard pair={pair} />}
      <div className="trade-main">
        <OrderForm pair={pair} balances={loggedIn ? balances : null} price={price} onPriceChange={setPrice} />
        <OrderBook pair={pair} onPickPrice={setPrice} />
      </div>
      <RecentTrades pair={pair} />
      {loggedIn && <OpenOrders currencyId={pair.currency_id} legalId={pair.legal_id} />}
    </>
  )
}

/**
 * The spot trade screen: pair header, K-line (folded on the Trade tab), order form beside the order book, recent
 * trades and open orders.
 * `base` is the route it is shown on (the Trade tab, or the pair screen reached from the quotes).
 */
export function SpotTrade({ base }: { base: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const loggedIn = useSession(selectIsLoggedIn)
  const quotation = useQuotation()
  const { data, isPending, isError } = quotation
  const [picking, setPicking] = useState(false)
  useAccountFeed(loggedIn)
  const requested = pairFromParams(params)
  const pair = requested ? findPair(data, requested.currencyId, requested.legalId) : defaultPair(data)
  const tab = base === ROUTES.trade

  const right = (
    <span className="trade-nav-icons">
      <Link to={ROUTES.fundConvert} aria-label={t('convert.title')}>
        <LoopOutline />
      </Link>
      <Link to={ROUTES.tradeOrders} aria-label={t('trade.orders_title')}>
        <UnorderedListOutline />
      </Link>
    </span>
  )
  const title = pair ? (
    <PairSwitch symbol={pair.symbol} label={t('trade.switch_pair')} onClick={() => setPicking(true)} />
  ) : (
    t('trade.title')
  )

  let body
  if (isPending || (isError && !data)) body = <QuotationPending quotation={quotation} />
  else if (!pair) {
    body = (
      <StateView
        title={t(requested ? 'trade.pair_missing' : 'trade.no_pairs')}
        action={{ label: t('market.title'), onClick: () => void navigate(ROUTES.market) }}
      />
    )
  } else if (!isSpot(pair)) {
    body = (
      <StateView
        title={t('quotes.index_only')}
        action={{ label: t('trade.switch_pair'), onClick: () => setPicking(true) }}
      />
    )
  } else {
    body = <PairTrade key={`${pair.currency_id}-${pair.legal_id}`} pair={pair} foldChart={tab} />
  }

  return (
    <Page title={title} back={!tab} right={right}>
      <div className="spot-trade">{body}</div>
      <PairPicker
        visible={picking}
        pairs={spotPairs(data)}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false)
          void navigate(pairPath(item, base), { replace: true })
        }}
      />
    </Page>
  )
}
