import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useState } from 'react'
import { HistogramOutline } from '@/components/icons'
import { Sheet } from '@/components/Sheet'
import { FieldError, UnitField } from '@/components/form/UnitInput'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { DualProductCard } from '../components/DualProductCard'
import { OfferPage } from '../components/OfferPage'
import { formatSecond, outcomes, principal, sharesProblem } from '../dual'
import '../earn.css'
import { plain } from '../lockming'
import { useBuyDual, useChangeBalanceOf, useDualProduct } from '../queries'
import { useEarnStrings } from '../strings'
import type { DualProduct } from '../types'
import { useZone } from '@/hooks/useZone'

interface ConfirmProps {
  product: DualProduct
  shares: number
  /** The key that buys these shares once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** The exact principal, both payouts, the settlement second and its rule, before anything is bought. */
function ConfirmSheet({ product, shares, review, onClose }: ConfirmProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const zone = useZone()
  const buying = useBuyDual()
  const cost = principal(shares, product)
  const paid = outcomes(shares, product)
  const reference = plain(product.exercise_price)
  const confirm = () => {
    if (!review) return
    buying.mutate(
      { id: product.id, num: shares, key: review },
      {
        onSuccess: (message) => {
          toast.success(typeof message === 'string' && message ? message : t('earn.dual.bought'))
          onClose()
          void navigate(ROUTES.investMine, { replace: true })
        },
        // The server's message is already shown; the product reloads, and a new review takes a new key.
        onError: onClose,
      },
    )
  }
  return (
    <Sheet visible={review !== null} title={t('earn.dual.confirm_title')} onClose={onClose}>
      <div className="earn-sheet dual-sheet">
        <dl className="ui-summary earn-summary">
          <dt>{t('earn.dual.shares_label')}</dt>
          <dd className="confirm-shares">{t('earn.dual.shares', { n: shares })}</dd>
          <dt>{t('earn.dual.principal')}</dt>
          <dd className="strong confirm-principal">
            {cost} {product.pay_currency}
          </dd>
          <dt>{t('earn.dual.apr')}</dt>
          <dd>{plain(product.rate)}%</dd>
          <dt>{t('earn.dual.reference')}</dt>
          <dd>{reference} USDT</dd>
        </dl>
        <section className="ieo-rule">
          <h4>{t('earn.dual.outcomes_title')}</h4>
          <dl className="ui-summary earn-summary">
            <dt>{t('earn.dual.if_below', { reference })}</dt>
            <dd className="strong outcome-below">
              {paid.below.total} {paid.below.currency}
            </dd>
            <dd className="earn-note dual-leg">
              {t('earn.dual.principal')} {paid.below.principal} + {t('earn.dual.interest')} {paid.below.interest}
            </dd>
            <dt>{t('earn.dual.if_at_or_above', { reference })}</dt>
            <dd className="strong outcome-above">
              {paid.atOrAbove.total} {paid.atOrAbove.currency}
            </dd>
            <dd className="earn-note dual-leg">
              {t('earn.dual.principal')} {paid.atOrAbove.principal} + {t('earn.dual.interest')}{' '}
              {paid.atOrAbove.interest}
            </dd>
          </dl>
          <p className="earn-note">{t('earn.dual.interest_rule')}</p>
        </section>
        <p className="earn-note">
          <strong>{t('earn.dual.settles')}: </strong>
          <span className="confirm-settles">{formatSecond(product.settle_time_ts, zone)}</span>
        </p>
        <p className="earn-note">{t('earn.dual.price_rule')}</p>
        <p className="earn-note">
          <strong>{t('earn.dual.no_exit')}</strong>
        </p>
        <PrimaryButton loading={buying.isPending} onClick={confirm}>
          {t('earn.dual.confirm', { principal: plain(cost), currency: product.pay_currency })}
        </PrimaryButton>
      </div>
    </Sheet>
  )
}

/** The number of shares, the principal and the caller's balance, checked before the review. */
function PurchaseForm({ product }: { product: DualProduct }) {
  const { t } = useTranslation()
  const { balance } = useChangeBalanceOf(product.pay_currency)
  const [text, setText] = useState('')
  const [review, setReview] = useState<string | null>(null)
  const value = text.trim()
  const problem = value ? sharesProblem(value, product, balance ?? '0') : null
  const most =
    product.user_limit > 0 ? Math.min(product.user_limit, product.remaining_number) : product.remaining_number
  const messages = {
    invalid: t('earn.dual.invalid'),
    above_remaining: t('earn.dual.above_remaining', { n: product.remaining_number }),
    above_limit: t('earn.dual.above_limit', { n: product.user_limit }),
    insufficient_balance: t('earn.insufficient_balance'),
  }
  const valid = value !== '' && problem === null
  const shares = valid ? Number(value) : 0
  return (
    <section className="ui-card earn-card ui-field earn-field">
      <UnitField
        id="dual-shares"
        label={t('earn.dual.shares_label')}
        labelClassName="earn-field-label"
        aside={
          <span className="dual-available">
            {t('earn.available')}: {balance === undefined ? '--' : formatBalance(balance)} {product.pay_currency}
          </span>
        }
        name="shares"
        inputMode="numeric"
        placeholder={t('earn.dual.shares_placeholder', { n: most })}
        value={text}
        onChange={setText}
        boxClassName="earn-input"
        unitClassName="earn-unit"
        unit={t('earn.dual.shares_unit')}
      />
      <p className="ieo-escrow">
        {t('earn.dual.principal')}:{' '}
        <strong className="form-principal">
          {value && problem !== 'invalid' ? `${principal(Number(value), product)} ${product.pay_currency}` : '--'}
        </strong>
      </p>
      <FieldError className="earn-error">{problem && messages[problem]}</FieldError>
      <PrimaryButton disabled={!valid} onClick={() => setReview(newIdempotencyKey())}>
        {t('earn.review')}
      </PrimaryButton>
      {valid && <ConfirmSheet product={product} shares={shares} review={review} onClose={() => setReview(null)} />}
    </section>
  )
}

/** One product (`?id=`) with its terms and, while it is on sale, the purchase form. */
export function DualPurchaseScreen() {
  const { t } = useEarnStrings()
  const [params] = useSearchParams()
  const product = useDualProduct(Number(params.get('id')))
  return (
    <OfferPage
      title={t('earn.dual.purchase_title')}
      orders={{ to: ROUTES.investMine, label: t('earn.dual.mine_short') }}
      offer={product}
      missing={{ icon: <HistogramOutline />, title: t('earn.dual.not_found') }}
    >
      {(data) => (
        <>
          <DualProductCard product={data} />
          {data.status === 1 && data.remaining_number > 0 ? (
            <PurchaseForm product={data} />
          ) : (
            <p className="earn-muted dual-closed">{t('earn.dual.not_on_sale')}</p>
          )}
          <div className="earn-links">
            <Link to={ROUTES.investHelp}>{t('earn.dual.help_title')}</Link>
          </div>
        </>
      )}
    </OfferPage>
  )
}
