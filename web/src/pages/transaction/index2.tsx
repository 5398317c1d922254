import { TradeArea } from '@/app/TradeTabs'
import { OptionsTrade } from '@/features/micro/screens/OptionsTrade'

/** The seconds options screen of the trade area; the instrument comes from `currency_id` and `legal_id`. */
export default function OptionsScreen() {
  return (
    <TradeArea active="options">
      <OptionsTrade />
    </TradeArea>
  )
}
