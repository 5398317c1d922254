import { SpotTrade } from '@/features/spot/screens/SpotTrade'
import { ROUTES } from '@/lib/navigation'

/** The spot trade screen of one pair (`currency_id`, `legal_id`), opened from the quotes. */
export default function CurrencyTradeScreen() {
  return <SpotTrade base={ROUTES.tradeCurrency} />
}
