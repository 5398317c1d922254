import { useTranslation } from 'react-i18next'
import { InstrumentHeader } from '@/features/lever/components/InstrumentHeader'
import { InstrumentScreen } from '@/features/lever/components/InstrumentScreen'
import '@/features/lever/lever.css'
import { KlineCard } from '@/features/market/components/KlineCard'
import type { QuoteItem } from '@/features/market/types'
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
  const loggedIn = useSession(selectIsLoggedIn)
  useOptionFeed(loggedIn)
  return (
    <InstrumentScreen
      select={optionPairs}
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
