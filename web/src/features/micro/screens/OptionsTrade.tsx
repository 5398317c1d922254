import { useTranslation } from '@/lib/i18n'
import { InstrumentScreen } from '@/components/trade/InstrumentScreen'
import { InstrumentHeader, KlineCard, PairPicker, TradingHours, useQuotation, type QuoteItem } from '@/features/market'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { OpenOptions } from '../components/OpenOptions'
import { OptionForm } from '../components/OptionForm'
import { ResultPopup } from '../components/ResultPopup'
import '../micro.css'
import { optionPairs } from '../pairs'
import { useOptionFeed } from '../queries'

/** The options body of one instrument; keyed by it so that switching starts a fresh form. */
function InstrumentOptions({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  return (
    <>
      <InstrumentHeader pair={pair} />
      <TradingHours pair={pair} />
      <KlineCard pair={pair} source="index" label={t('micro.chart_index')} />
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
  const loggedIn = useSession(selectIsLoggedIn)
  const quotation = useQuotation()
  useOptionFeed(loggedIn)
  return (
    <InstrumentScreen
      quotation={quotation}
      select={optionPairs}
      renderPicker={(picker) => <PairPicker {...picker} />}
      route={ROUTES.tradeOptions}
      ordersRoute={ROUTES.tradeOptionsOrders}
      labels={{
        orders: t('micro.orders_title'),
        switchInstrument: t('trade.switch_pair'),
        title: t('trade_area.options'),
        missing: t('micro.pair_missing'),
        none: t('micro.no_pairs'),
      }}
      className="options-trade"
      extra={loggedIn && <OpenOptions />}
      overlay={loggedIn && <ResultPopup />}
    >
      {(pair) => <InstrumentOptions pair={pair} />}
    </InstrumentScreen>
  )
}
