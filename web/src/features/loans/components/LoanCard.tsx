import { useZone } from '@/hooks/useZone'
import { Button } from 'antd-mobile'
import { describePriceSource, formatStamp } from '@/lib/evidence'
import { useTranslation } from '@/lib/i18n'
import { Fact } from '@/components/Fact'
import { DEFAULT_LIQUIDATION, isRiskHigh, percent, plain } from '../terms'
import {
  LOAN_ACTIVE,
  LOAN_LIQUIDATED,
  LOAN_PENDING,
  LOAN_REJECTED,
  type LoanLiquidation,
  type LoanView,
} from '../types'

/** The class of each status's label. */
const STATUS_CLASS: Record<number, string> = {
  0: 'pending',
  1: 'active',
  2: 'repaid',
  3: 'liquidated',
  4: 'rejected',
  5: 'cancelled',
}

export interface LoanActions {
  onCancel?: (loan: LoanView) => void
  onRepay?: (loan: LoanView) => void
  onAddCollateral?: (loan: LoanView) => void
  /** The loan whose call is under way: its buttons wait. */
  busy?: boolean
}

/** The price, sample and amounts a liquidation was decided on, as the loan keeps them. */
function LiquidationEvidence({ loan, evidence }: { loan: LoanView; evidence: LoanLiquidation }) {
  const { t } = useTranslation()
  const zone = useZone()
  const collateral = loan.collateral_currency_name
  return (
    <section className="loan-evidence">
      <h4>{t('loans.liquidation_title')}</h4>
      <dl className="ui-facts loan-facts">
        <div className="wide">
          <dt>{t('loans.sample_time')}</dt>
          <dd className="loan-sample">
            {formatStamp(evidence.sample_ts, zone) || '--'}
            {evidence.source?.trim() && ` · ${describePriceSource(evidence.source, t)}`}
          </dd>
        </div>
        <Fact label={t('loans.collateral_price', { currency: collateral })} className="loan-collateral-price">
          {plain(evidence.collateral_price)} USDT
        </Fact>
        <Fact label={t('loans.loan_price', { currency: loan.currency_name })} className="loan-loan-price">
          {plain(evidence.loan_price)} USDT
        </Fact>
        <Fact label={t('loans.collateral_value')} className="loan-collateral-value">
          {plain(evidence.collateral_value)} USDT
        </Fact>
        <Fact label={t('loans.debt_value')} className="loan-debt-value">
          {plain(evidence.debt_value)} USDT
        </Fact>
        <Fact label={t('loans.collateral_taken')} className="loan-taken">
          {plain(evidence.collateral_taken)} {collateral}
        </Fact>
        <Fact label={t('loans.collateral_returned')} className="loan-returned">
          {plain(evidence.collateral_returned)} {collateral}
        </Fact>
        <div className="wide">
          <dt>{t('loans.shortfall')}</dt>
          <dd className="loan-shortfall">
            {plain(evidence.shortfall)} {loan.currency_name}
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The risk rate against the liquidation rate: red below 120 %, the liquidation rate named. */
function RiskRate({ loan }: { loan: LoanView }) {
  const { t } = useTranslation()
  const liquidation = percent(loan.liquidation_rate || DEFAULT_LIQUIDATION)
  const known = loan.risk_rate.trim() !== ''
  const high = isRiskHigh(loan.risk_rate)
  return (
    <div className="wide loan-risk-row">
      <dt>{t('loans.risk_rate')}</dt>
      <dd>
        <span className={high ? 'loan-risk loan-risk-high' : 'loan-risk'}>
          {known ? `${loan.risk_rate}%` : t('loans.risk_none')}
        </span>
        <span className="loan-risk-line">{t('loans.liquidated_below', { rate: liquidation })}</span>
        {high && (
          <span className="loan-risk-warning" role="alert">
            {t('loans.risk_warning')}
          </span>
        )}
      </dd>
    </div>
  )
}

/** One application or loan: amounts, interest, dates, status, risk rate and, once closed, why and how. */
export function LoanCard({ loan, onCancel, onRepay, onAddCollateral, busy = false }: { loan: LoanView } & LoanActions) {
  const { t } = useTranslation()
  const currency = loan.currency_name
  const collateral = loan.collateral_currency_name
  const open = loan.status === LOAN_PENDING || loan.status === LOAN_ACTIVE
  return (
    <article className="ui-card loan-card" data-loan={loan.id} data-status={loan.status}>
      <div className="loan-card-head">
        <strong className="loan-borrowed">
          {plain(loan.amount)} {currency}
        </strong>
        <span className={`ui-tag loan-status ${STATUS_CLASS[loan.status] ?? ''}`}>
          {t(`loans.status_${loan.status}`)}
        </span>
      </div>
      <dl className="ui-facts loan-facts">
        <Fact label={t('loans.collateral')} className="loan-collateral">
          {plain(loan.collateral_amount)} {collateral}
        </Fact>
        <Fact label={t('loans.debt')} className="loan-debt strong">
          {plain(loan.debt)} {currency}
        </Fact>
        <Fact label={t('loans.interest_owed')} className="loan-interest-owed">
          {plain(loan.interest_owed)} {currency}
        </Fact>
        <Fact label={t('loans.interest_paid')} className="loan-interest-paid">
          {plain(loan.interest_paid)} {currency}
        </Fact>
        <Fact label={t('loans.day_rate')}>{percent(loan.day_rate)}</Fact>
        <Fact label={t('loans.term')}>{t('loans.term_days', { days: loan.days })}</Fact>
        <Fact label={t('loans.applied_at')}>{loan.applied_at || '--'}</Fact>
        <Fact label={t('loans.due_at')} className="loan-due">
          {loan.due_at || t('loans.due_after', { days: loan.days })}
        </Fact>
        {loan.closed_at && <Fact label={t('loans.closed_at')}>{loan.closed_at}</Fact>}
        {open && <RiskRate loan={loan} />}
      </dl>
      {loan.status === LOAN_REJECTED && (
        <p className="loan-reject">
          <strong>{t('loans.reject_reason')}: </strong>
          {loan.reject_reason || '--'}
        </p>
      )}
      {loan.status === LOAN_LIQUIDATED && loan.liquidation && (
        <LiquidationEvidence loan={loan} evidence={loan.liquidation} />
      )}
      {loan.status === LOAN_PENDING && onCancel && (
        <div className="loan-actions">
          <Button size="small" fill="outline" loading={busy} onClick={() => onCancel(loan)}>
            {t('loans.cancel')}
          </Button>
        </div>
      )}
      {loan.status === LOAN_ACTIVE && (onRepay || onAddCollateral) && (
        <div className="loan-actions">
          {onAddCollateral && (
            <Button size="small" fill="outline" disabled={busy} onClick={() => onAddCollateral(loan)}>
              {t('loans.add_collateral')}
            </Button>
          )}
          {onRepay && (
            <Button size="small" color="primary" loading={busy} onClick={() => onRepay(loan)}>
              {t('loans.repay')}
            </Button>
          )}
        </div>
      )}
    </article>
  )
}
