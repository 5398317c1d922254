import { TradeArea } from '@/app/TradeTabs'
import { LeverTrade } from '@/features/lever/screens/LeverTrade'

/** The contract (lever) screen of the trade area; the instrument comes from `currency_id` and `legal_id`. */
export default function ContractScreen() {
  return (
    <TradeArea active="contract">
      <LeverTrade />
    </TradeArea>
  )
}
