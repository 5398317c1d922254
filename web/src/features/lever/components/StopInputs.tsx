import { TradeInput } from '@/components/trade/OrderTicket'
import { useTranslation } from '@/lib/i18n'

interface StopInputsProps {
  /** Put before the fields' names (`take_profit`, `stop_loss`). */
  prefix?: string
  takeProfit: string
  stopLoss: string
  onTakeProfit: (value: string) => void
  onStopLoss: (value: string) => void
  /** The quote currency the levels are priced in. */
  unit: string
}

/** The optional take-profit and stop-loss levels of a position. */
export function StopInputs({ prefix = '', takeProfit, stopLoss, onTakeProfit, onStopLoss, unit }: StopInputsProps) {
  const { t } = useTranslation()
  return (
    <>
      <TradeInput
        name={`${prefix}take_profit`}
        placeholder={t('lever.take_profit_optional')}
        value={takeProfit}
        onChange={onTakeProfit}
        unit={unit}
      />
      <TradeInput
        name={`${prefix}stop_loss`}
        placeholder={t('lever.stop_loss_optional')}
        value={stopLoss}
        onChange={onStopLoss}
        unit={unit}
      />
    </>
  )
}
