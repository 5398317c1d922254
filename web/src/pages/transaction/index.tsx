import { SpotTrade } from '@/features/spot/components/SpotTrade'
import { ROUTES } from '@/lib/navigation'

/** The Trade tab: the spot trade screen of the chosen pair (BTC/USDT unless one is named). */
export default function TradeScreen() {
  return <SpotTrade base={ROUTES.trade} />
}
