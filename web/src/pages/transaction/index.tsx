import { TradeArea } from '@/app/TradeTabs'
import { SpotTrade } from '@/features/spot/screens/SpotTrade'
import { ROUTES } from '@/lib/navigation'

/** The Trade tab: the spot trade screen of the chosen pair (BTC/USDT unless one is named), below the trade area switch. */
export default function TradeScreen() {
  return (
    <TradeArea active="coins">
      <SpotTrade base={ROUTES.trade} />
    </TradeArea>
  )
}
