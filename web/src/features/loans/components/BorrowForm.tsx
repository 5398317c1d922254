import { Fact } from '@/components/Fact'
import { PrimaryButton } from '@/components/form/PrimaryButton'
import { PickOne } from '@/components/form/PickOne'
import { localizeDays } from '@/lib/duration'
import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { CoinName } from '@/components/CoinIcon'
import { Available, FieldError, UnitField } from '@/components/form/UnitInput'
import { scaleOf } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { toast } from '@/lib/toast'
import { useApply, useChangeBalance } from '../queries'
import {
  amountProblem,
  applicationRiskRate,
  collateralProblem,
  dailyInterest,
  daysProblem,
  DEFAULT_LIQUIDATION,
  formatRate,
  isRiskHigh,
  offerScale,
  percent,
  plain,
  priceOf,
  requiredCollateral,
  stableOf,
} from '../terms'
import type { LoanCollateral, LoanConfig, LoanOfferView } from '../types'

/** Decimals a collateral amount may have when the wallet does not tell. */
const COLLATERAL_SCALE = 8

/** The notice a user who may not borrow yet sees instead of a working form. */
export function IneligibleNotice() {
  const { t } = useTranslation()
  return (
    <section className="ui-card loan-card loan-ineligible" role="alert">
      <h3>{t('loans.not_eligible_title')}</h3>
      <p>{t('loans.not_eligible_text')}</p>
      <Link to={ROUTES.contactus}>{t('loans.contact')}</Link>
    </section>
  )
}

/** An offer's published terms. */
function OfferTerms({ offer, processing }: { offer: LoanOfferView; processing: string }) {
  const { t } = useTranslation()
  const currency = offer.currency_name
  return (
    <dl className="ui-facts loan-facts loan-terms">
      <Fact label={t('loans.day_rate')} rowClassName="loan-day-rate">
        {percent(offer.day_rate)}
      </Fact>
      <Fact label={t('loans.overdue_rate')} rowClassName="loan-overdue-rate">
        {percent(offer.overdue_rate)}
      </Fact>
      <Fact label={t('loans.initial_rate')} rowClassName="loan-initial-rate">
        {percent(offer.initial_rate)}
      </Fact>
      <Fact label={t('loans.liquidation_rate')} rowClassName="loan-liquidation-rate">
        {percent(offer.liquidation_rate || DEFAULT_LIQUIDATION)}
      </Fact>
      <Fact label={t('loans.amount_range')}>
        {plain(offer.min_amount)} – {plain(offer.max_amount)} {currency}
      </Fact>
      <Fact label={t('loans.days_range')}>{t('loans.days_between', { min: offer.min_days, max: offer.max_days })}</Fact>
      <Fact label={t('loans.lendable')}>
        {plain(offer.lendable)} {currency}
      </Fact>
      <Fact label={t('loans.processing')} rowClassName="loan-processing">
        {processing || '--'}
      </Fact>
    </dl>
  )
}

/** The published rules, written out with this config's figures. */
export function LoanRulesText({ config }: { config: LoanConfig }) {
  const { t } = useTranslation()
  const stable = stableOf(config.rules).join(' / ')
  const liquidation = percent(config.offers[0]?.liquidation_rate || DEFAULT_LIQUIDATION)
  const processing = localizeDays(config.rules?.processing, t)
  return (
    <section className="ui-card loan-card loan-rules">
      <h3 className="loan-card-title">{t('loans.rules_title')}</h3>
      <ol>
        <li>{t('loans.rule_interest')}</li>
        <li>{t('loans.rule_settle', { days: config.rules?.settle_days ?? 30 })}</li>
        <li>{t('loans.rule_risk', { stable })}</li>
        <li>{t('loans.rule_liquidation', { rate: liquidation })}</li>
        <li>{t('loans.rule_review', { processing })}</li>
      </ol>
    </section>
  )
}

interface BorrowFormProps {
  config: LoanConfig
  /** Whether an operator has granted the caller borrowing; undefined while it is asked. */
  eligible: boolean | undefined
  onApplied: () => void
}

/** Picks an offer, amount, term and collateral, shows the risk rate they start at and applies. */
export function BorrowForm({ config, eligible, onApplied }: BorrowFormProps) {
  const { t } = useTranslation()
  const applying = useApply()
  const [offerId, setOfferId] = useState<number | undefined>(undefined)
  const [collateralId, setCollateralId] = useState<number | undefined>(undefined)
  const [amount, setAmount] = useState('')
  const [days, setDays] = useState('')
  const [pledge, setPledge] = useState('')
  const offer = config.offers.find((o) => o.id === offerId) ?? config.offers[0]
  // The borrowed coin cannot be its own collateral.
  const pledgeable = config.collateral.filter((c) => c.currency_id !== offer?.currency_id)
  const collateral: LoanCollateral | undefined = pledgeable.find((c) => c.currency_id === collateralId) ?? pledgeable[0]
  const balance = useChangeBalance(collateral?.currency_id)

  if (!offer) return <p className="loan-muted loan-no-offers">{t('loans.no_offers')}</p>

  const currency = offer.currency_name
  const scale = offerScale(offer)
  const collateralScale = scaleOf(balance, COLLATERAL_SCALE)
  const amountIssue = amount.trim() ? amountProblem(amount, offer) : null
  const daysIssue = days.trim() ? daysProblem(days, offer) : null
  const pledgeIssue = pledge.trim() ? collateralProblem(pledge, collateralScale, balance) : null
  const amountReady = amount.trim() !== '' && amountIssue === null
  const rate =
    collateral && amountReady && pledge.trim() && pledgeIssue !== 'invalid'
      ? applicationRiskRate(config, offer, amount.trim(), collateral, pledge.trim())
      : null
  const belowInitial = rate !== null && rate.lessThan(offer.initial_rate)
  const loanPrice = priceOf({ id: offer.currency_id, name: offer.currency_name }, config)
  const collateralPrice = collateral
    ? priceOf({ id: collateral.currency_id, name: collateral.currency_name }, config)
    : null
  const needed = amountReady
    ? requiredCollateral(amount.trim(), loanPrice, offer.initial_rate, collateralPrice, collateralScale)
    : null
  const perDay = amountReady ? dailyInterest(amount.trim(), offer.day_rate, scale) : null
  const termDays = days.trim() && daysIssue === null ? Number(days.trim()) : null
  const ready =
    eligible === true &&
    collateral !== undefined &&
    amountReady &&
    termDays !== null &&
    pledge.trim() !== '' &&
    pledgeIssue === null &&
    !belowInitial

  const amountMessages = {
    invalid: t('loans.amount_invalid', { scale }),
    below_min: t('loans.amount_below_min', { min: plain(offer.min_amount), currency }),
    above_max: t('loans.amount_above_max', { max: plain(offer.max_amount), currency }),
    above_lendable: t('loans.amount_above_lendable', { lendable: plain(offer.lendable), currency }),
  }
  const daysMessages = {
    invalid: t('loans.days_invalid'),
    below_min: t('loans.days_below_min', { min: offer.min_days }),
    above_max: t('loans.days_above_max', { max: offer.max_days }),
  }
  const pledgeMessages = {
    invalid: t('loans.amount_invalid', { scale: collateralScale }),
    insufficient_balance: t('loans.insufficient_balance'),
  }

  const submit = async () => {
    if (!ready || !collateral || termDays === null) return
    const key = newIdempotencyKey()
    const params = {
      offer_id: offer.id,
      amount: amount.trim(),
      days: termDays,
      collateral_currency: collateral.currency_id,
      collateral_amount: pledge.trim(),
    }
    const confirmed = await Dialog.confirm({
      title: t('loans.confirm_title'),
      content: t('loans.confirm_text', {
        amount: params.amount,
        currency,
        days: termDays,
        collateral: params.collateral_amount,
        collateral_currency: collateral.currency_name,
        processing: localizeDays(config.rules?.processing, t),
      }),
      confirmText: t('loans.submit'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    applying.mutate(
      { params, key },
      {
        onSuccess: () => {
          toast.success(t('loans.applied'))
          setAmount('')
          setDays('')
          setPledge('')
          onApplied()
        },
      },
    )
  }

  return (
    <div className="loan-form">
      {eligible === false && <IneligibleNotice />}
      <section className="ui-card loan-card">
        <h3 className="loan-card-title">{t('loans.offer')}</h3>
        <PickOne
          className="loan-offers"
          columns={3}
          value={offer.id}
          onPick={setOfferId}
          options={config.offers.map((o) => ({
            value: o.id,
            label: (
              <span className="loan-option">
                <CoinName symbol={o.currency_name} />
                {o.demo === 1 && <small className="loan-demo">{t('loans.demo')}</small>}
              </span>
            ),
          }))}
        />
        <OfferTerms offer={offer} processing={localizeDays(config.rules?.processing, t)} />
      </section>

      <section className="ui-card loan-card ui-field loan-field">
        <UnitField
          id="loan-amount"
          label={t('loans.amount')}
          labelClassName="loan-field-label"
          name="amount"
          inputMode="decimal"
          placeholder={`${plain(offer.min_amount)} – ${plain(offer.max_amount)}`}
          value={amount}
          onChange={setAmount}
          boxClassName="loan-input"
          unitClassName="loan-unit"
          unit={currency}
          error={amountIssue && amountMessages[amountIssue]}
          errorClassName="loan-error"
        />

        <UnitField
          id="loan-days"
          label={t('loans.days')}
          labelClassName="loan-field-label"
          name="days"
          inputMode="numeric"
          placeholder={`${offer.min_days} – ${offer.max_days}`}
          value={days}
          onChange={setDays}
          boxClassName="loan-input"
          unitClassName="loan-unit"
          unit={t('loans.days_unit')}
          error={daysIssue && daysMessages[daysIssue]}
          errorClassName="loan-error"
        />
      </section>

      <section className="ui-card loan-card ui-field loan-field">
        <h3 className="loan-card-title">{t('loans.collateral')}</h3>
        {pledgeable.length === 0 ? (
          <p className="loan-muted">{t('loans.no_collateral')}</p>
        ) : (
          <PickOne
            className="loan-collaterals"
            columns={3}
            value={collateral?.currency_id}
            onPick={setCollateralId}
            options={pledgeable.map((c) => ({
              value: c.currency_id,
              label: <CoinName symbol={c.currency_name} />,
            }))}
          />
        )}
        {collateral && (
          <>
            <UnitField
              id="loan-collateral-amount"
              label={t('loans.collateral_amount')}
              labelClassName="loan-field-label"
              aside={
                <Available
                  className="loan-available"
                  label={t('loans.available')}
                  balance={balance}
                  unit={collateral.currency_name}
                />
              }
              name="collateral_amount"
              inputMode="decimal"
              placeholder={t('loans.collateral_placeholder')}
              value={pledge}
              onChange={setPledge}
              boxClassName="loan-input"
              unitClassName="loan-unit"
              unit={collateral.currency_name}
              error={pledgeIssue && pledgeMessages[pledgeIssue]}
              errorClassName="loan-error"
            />
            {needed && (
              <p className="loan-note loan-needed">
                {t('loans.collateral_needed', {
                  rate: percent(offer.initial_rate),
                  amount: needed.toFixed(),
                  currency: collateral.currency_name,
                })}{' '}
                <button type="button" className="loan-link-button" onClick={() => setPledge(needed.toFixed())}>
                  {t('loans.use_needed')}
                </button>
              </p>
            )}
          </>
        )}
      </section>

      <section className="ui-card loan-card loan-preview">
        <dl className="ui-facts loan-facts">
          <div className="wide">
            <dt>{t('loans.risk_rate')}</dt>
            <dd>
              <span
                className={
                  rate !== null && (belowInitial || isRiskHigh(rate.toFixed(2)))
                    ? 'loan-risk loan-risk-high loan-risk-live'
                    : 'loan-risk loan-risk-live'
                }
              >
                {formatRate(rate)}
              </span>
              <span className="loan-risk-line">
                {t('loans.risk_requirement', {
                  initial: percent(offer.initial_rate),
                  liquidation: percent(offer.liquidation_rate || DEFAULT_LIQUIDATION),
                })}
              </span>
            </dd>
          </div>
          {perDay && (
            <Fact label={t('loans.daily_interest')} rowClassName="loan-daily-interest">
              {perDay.toFixed()} {currency}
            </Fact>
          )}
          {perDay && termDays !== null && (
            <Fact label={t('loans.term_interest', { days: termDays })} rowClassName="loan-term-interest">
              {perDay.times(termDays).toFixed()} {currency}
            </Fact>
          )}
        </dl>
        <FieldError className="loan-error">
          {belowInitial && t('loans.below_initial', { rate: percent(offer.initial_rate) })}
        </FieldError>
        {amountReady && pledge.trim() && rate === null && pledgeIssue !== 'invalid' && (
          <p className="loan-note loan-no-price">{t('loans.no_price')}</p>
        )}
        <p className="loan-note">{t('loans.risk_formula', { stable: stableOf(config.rules).join(' / ') })}</p>
        <PrimaryButton
          className="loan-submit"
          disabled={!ready}
          loading={applying.isPending}
          onClick={() => void submit()}
        >
          {t('loans.submit')}
        </PrimaryButton>
      </section>

      <LoanRulesText config={config} />
    </div>
  )
}
