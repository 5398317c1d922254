import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { formatBalance, formatSigned } from '@/lib/amount'
import { scaleOf, toDec } from '@/lib/decimal'
import type { LedgerLine } from '../types'

/**
 * One ledger line: its description, account and time, and the signed change of the available balance in green or
 * red. A line that only moved frozen funds (a withdrawal paid out after its request froze them) took nothing more
 * from the user, so it reads as a neutral status instead of a second debit.
 */
export function LedgerRow({ line }: { line: LedgerLine }) {
  const { t } = useTranslation()
  const value = toDec(line.value)
  const frozen = toDec(line.frozen_value)
  const frozenOnly = value !== null && value.isZero() && frozen !== null && !frozen.isZero()
  return (
    <div className="record-row bill-row">
      <div>
        <strong>{line.info}</strong>
        <div className="assets-row-frozen">
          {line.account ? `${t(`fund.account_${line.account}`)} · ` : ''}
          {line.created_time}
        </div>
      </div>
      {frozenOnly ? (
        <div className="bill-status">
          {t(frozen.isNegative() ? 'fund.frozen_paid_out' : 'fund.frozen_added', {
            amount: formatBalance(frozen.abs().toFixed(), scaleOf(line.frozen_value)),
            unit: line.currency_name,
          })}
        </div>
      ) : (
        <div className={line.value.startsWith('-') ? 'value-down' : 'value-up'}>
          {formatSigned(line.value)} {line.currency_name}
        </div>
      )}
    </div>
  )
}
