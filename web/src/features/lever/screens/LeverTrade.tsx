import { useTranslation } from '@/lib/i18n'
import { InstrumentScreen } from '@/components/trade/InstrumentScreen'
import { Fact } from '@/components/Fact'
import { InstrumentHeader, KlineCard, PairPicker, TradingHours, useQuotation } from '@/features/market'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { LeverForm } from '../components/LeverForm'
import { Entrusts, Positions } from '../components/Positions'
import '../lever.css'
import { leverPairs } from '../pairs'
import { useLeverDeal, useLeverFeed } from '../queries'
import type { LeverQuote } from '../types'

/** The contract body of one instrument; keyed by it so that switching starts a fresh form. */
function InstrumentTrade({ pair }: { pair: LeverQuote }) {
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  const deal = useLeverDeal(pair.currency_id, pair.legal_id)
  return (
    <>
      <InstrumentHeader pair={pair}>
        <Fact label={t('lever.per_lot')}>
          {pair.lever_share_num ? `${pair.lever_share_num} ${pair.currency_name}` : '--'}
        </Fact>
      </InstrumentHeader>
      <TradingHours pair={pair} />
      <KlineCard pair={pair} source="index" label={t('lever.chart_index')} />
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
  const loggedIn = useSession(selectIsLoggedIn)
  const quotation = useQuotation()
  useLeverFeed(loggedIn)
  return (
    <InstrumentScreen
      quotation={quotation}
      select={leverPairs}
      renderPicker={(picker) => <PairPicker {...picker} />}
      route={ROUTES.tradeContract}
      ordersRoute={ROUTES.tradeContractOrders}
      labels={{
        orders: t('lever.orders_title'),
        switchInstrument: t('lever.switch_instrument'),
        title: t('trade_area.contract'),
        missing: t('lever.instrument_missing'),
        none: t('lever.no_instruments'),
      }}
      className="lever-trade"
    >
      {(pair) => <InstrumentTrade pair={pair} />}
    </InstrumentScreen>
  )
}
