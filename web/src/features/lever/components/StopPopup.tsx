import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { TradeLine } from '@/components/trade/OrderTicket'
import '@/components/trade/trade.css'
import { formatAmount } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import '../lever.css'
import { isPriceSet, sideOf } from '../positions'
import { isUnset, stopProblem } from '../preview'
import { useSetStop } from '../queries'
import type { LeverTx } from '../types'
import { StopInputs } from './StopInputs'

interface StopPopupProps {
  tx: LeverTx
  /** The live price the new levels are checked against. */
  mark: string
  onClose: () => void
}

/** Sets or clears the take-profit and stop-loss of an open position; an empty field clears its level. */
export function StopPopup({ tx, mark, onClose }: StopPopupProps) {
  const { t } = useTranslation()
  const saving = useSetStop()
  const side = sideOf(tx)
  const [takeProfit, setTakeProfit] = useState(isPriceSet(tx.target_profit_price) ? tx.target_profit_price : '')
  const [stopLoss, setStopLoss] = useState(isPriceSet(tx.stop_loss_price) ? tx.stop_loss_price : '')
  const problem = stopProblem(side, mark, takeProfit, stopLoss)
  const quote = tx.symbol.split('/')[1] ?? ''

  const save = async () => {
    try {
      await saving.mutateAsync({
        id: tx.id,
        target_profit_price: isUnset(takeProfit) ? '0' : takeProfit.trim(),
        stop_loss_price: isUnset(stopLoss) ? '0' : stopLoss.trim(),
      })
      onClose()
    } catch {
      // Shown by the request wrapper.
    }
  }

  let warning: string | null = null
  if (problem === 'take_profit')
    warning = t(side === 'long' ? 'lever.problem_tp_long_mark' : 'lever.problem_tp_short_mark')
  if (problem === 'stop_loss')
    warning = t(side === 'long' ? 'lever.problem_sl_long_mark' : 'lever.problem_sl_short_mark')

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="stop-popup" destroyOnClose>
      <h3 className="stop-popup-title">{t('lever.set_tp_sl')}</h3>
      <div className="stop-popup-body">
        <TradeLine label={`${tx.symbol} · ${t(side === 'long' ? 'lever.long' : 'lever.short')} ${tx.multiple}x`}>
          {t('lever.mark_price')} {formatAmount(mark, scaleOf(tx.price))}
        </TradeLine>
        <StopInputs
          prefix="stop_"
          takeProfit={takeProfit}
          stopLoss={stopLoss}
          onTakeProfit={setTakeProfit}
          onStopLoss={setStopLoss}
          unit={quote}
        />
        <p className="trade-warning">{t('lever.tp_sl_clear_hint')}</p>
        {warning && <p className="trade-warning down">{warning}</p>}
        <Button
          block
          color="primary"
          loading={saving.isPending}
          disabled={problem !== null}
          onClick={() => void save()}
        >
          {t('lever.save')}
        </Button>
      </div>
    </Popup>
  )
}
