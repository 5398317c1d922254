import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { Available, UnitField } from '@/components/form/UnitInput'
import { scaleOf } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { toast } from '@/lib/toast'
import { useAddCollateral, useChangeBalance } from '../queries'
import { collateralProblem, formatRate, plain, rateAfterTopUp } from '../terms'
import type { LoanView } from '../types'

/** The amount field of one loan's top-up, with the risk rate it leads to. */
function TopUpForm({ loan, onDone }: { loan: LoanView; onDone: () => void }) {
  const { t } = useTranslation()
  const balance = useChangeBalance(loan.collateral_currency_id)
  const adding = useAddCollateral()
  const [amount, setAmount] = useState('')
  const currency = loan.collateral_currency_name
  const scale = scaleOf(balance, scaleOf(loan.collateral_amount))
  const problem = amount.trim() ? collateralProblem(amount, scale, balance) : null
  const after =
    amount.trim() && problem === null ? rateAfterTopUp(loan.risk_rate, loan.collateral_amount, amount) : null
  const messages = {
    invalid: t('loans.amount_invalid', { scale }),
    insufficient_balance: t('loans.insufficient_balance'),
  }
  const submit = () => {
    adding.mutate(
      { id: loan.id, amount: amount.trim(), key: newIdempotencyKey() },
      {
        onSuccess: (message) => {
          toast.success(typeof message === 'string' && message ? message : t('loans.added'))
          onDone()
        },
      },
    )
  }
  return (
    <div className="loan-sheet">
      <dl className="ui-summary loan-summary">
        <dt>{t('loans.collateral')}</dt>
        <dd>
          {plain(loan.collateral_amount)} {currency}
        </dd>
        <dt>{t('loans.risk_rate')}</dt>
        <dd>{loan.risk_rate ? `${loan.risk_rate}%` : '--'}</dd>
      </dl>
      <UnitField
        id="loan-add-amount"
        label={t('loans.add_amount')}
        labelClassName="loan-field-label"
        aside={<Available className="loan-available" label={t('loans.available')} balance={balance} unit={currency} />}
        name="add_amount"
        inputMode="decimal"
        placeholder={t('loans.add_placeholder')}
        value={amount}
        onChange={setAmount}
        boxClassName="loan-input"
        unitClassName="loan-unit"
        unit={currency}
        error={problem && messages[problem]}
        errorClassName="loan-error"
      />
      {after && (
        <p className="loan-note loan-rate-after">
          {t('loans.rate_after')}: <strong>{formatRate(after)}</strong>
        </p>
      )}
      <PrimaryButton disabled={!amount.trim() || problem !== null} loading={adding.isPending} onClick={submit}>
        {t('loans.add_confirm')}
      </PrimaryButton>
    </div>
  )
}

/** A popup that pledges more of a loan's collateral asset from the change account. */
export function AddCollateralSheet({ loan, onClose }: { loan: LoanView | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Sheet visible={loan !== null} title={t('loans.add_title')} onClose={onClose}>
      {loan && <TopUpForm key={loan.id} loan={loan} onDone={onClose} />}
    </Sheet>
  )
}
