import { Dialog } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { changeTone } from '@/features/market'
import { formatBalance, groupThousands } from '@/lib/amount'
import '../micro.css'
import { useSettledResult } from '../queries'
import { RESULT_KEYS, resultAmount, resultKind } from '../result'
import { durationLabel } from '../stake'
import { UP } from '../types'
import { OptionEvidence } from './OptionEvidence'

/** The result of a settled option: win, loss or refund, the amount, and the evidence it was settled on. */
export function ResultPopup() {
  const { t } = useTranslation()
  const { current, dismiss } = useSettledResult()
  if (!current) return null
  const kind = resultKind(current)
  const amount = resultAmount(current)
  const tone = kind === 'refund' ? 'flat' : changeTone(amount)
  const duration = durationLabel(current.seconds)
  return (
    <Dialog
      visible
      title={kind ? t(RESULT_KEYS[kind]) : t('micro.result_title')}
      bodyClassName="option-result"
      content={
        <div className="option-result-body">
          <p className={`option-result-amount num ${tone}`}>
            {groupThousands(amount)} {current.currency_name}
          </p>
          {kind === 'refund' && <p className="option-result-note">{t('micro.refund_note')}</p>}
          <p className="option-result-line">
            <span className={Number(current.type) === UP ? 'up' : 'down'}>
              {t(Number(current.type) === UP ? 'micro.up' : 'micro.down')}
            </span>{' '}
            {current.symbol_name} · {t(duration.key, { count: duration.count })} · {t('micro.stake')}{' '}
            {formatBalance(current.number)} {current.currency_name}
          </p>
          <OptionEvidence order={current} />
        </div>
      }
      actions={[{ key: 'ok', text: t('micro.result_ok') }]}
      onAction={() => dismiss(current.id)}
      onClose={() => dismiss(current.id)}
    />
  )
}
