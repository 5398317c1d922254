import { useTranslation } from 'react-i18next'
import '@/components/form/money.css'
import { Dec } from '@/lib/decimal'
import { formatSigned } from '@/lib/amount'
import type { LedgerLine } from '../types'

/** One ledger line: its description, account and time, and the signed change in green or red. */
export function LedgerRow({ line }: { line: LedgerLine }) {
  const { t } = useTranslation()
  // A line that only moved frozen funds (a withdrawal paid out) shows that change instead.
  const frozenOnly = new Dec(line.value).isZero() && !new Dec(line.frozen_value || '0').isZero()
  const value = frozenOnly ? line.frozen_value : line.value
  return (
    <div className="record-row bill-row">
      <div>
        <strong>{line.info}</strong>
        <div className="assets-row-frozen">
          {line.account ? `${t(`fund.account_${line.account}`)} · ` : ''}
          {line.created_time}
        </div>
      </div>
      <div className={value.startsWith('-') ? 'value-down' : 'value-up'}>
        {formatSigned(value)} {line.currency_name}
        {frozenOnly && <div className="assets-row-frozen">{t('fund.frozen')}</div>}
      </div>
    </div>
  )
}
