import { PrimaryButton } from '@/components/form/PrimaryButton'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { LockOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { Available, UnitField } from '@/components/form/UnitInput'
import { Sheet } from '@/components/Sheet'
import { LoadingView, StateView } from '@/components/StateView'
import { CouponPicker, couponKeys, isCouponRefused, type CouponView } from '@/features/coupons'
import { Dec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { ProductCard } from '../components/ProductCard'
import '../earn.css'
import {
  amountProblem,
  assetScale,
  boostPreview,
  DAY_MS,
  dailyInterest,
  depositParams,
  formatDateTime,
  penalty,
  percent,
  plain,
  rateRange,
} from '../lockming'
import { useChangeBalance, useDeposit, useLockProduct } from '../queries'
import { useEarnStrings } from '../strings'
import type { LockProduct } from '../types'
import { useZone } from '@/hooks/useZone'

interface Review {
  at: number
  key: string
}

interface ConfirmProps {
  product: LockProduct
  /** The amount as it will be sent, at the asset's scale. */
  amount: string
  /** When the user asked to review (unix ms) and the key that locks this amount once; the sheet shows while set. */
  review: Review | null
  /** The boost coupon chosen for the position, or null. */
  coupon: CouponView | null
  /** The coupon could not apply (`coupon_unusable`): the form drops it. */
  onCouponRefused: () => void
  onClose: () => void
}

/**
 * What the user is about to lock, before it is locked: amount, rate, daily interest, term, a boost coupon's extra rate
 * and what it can pay, penalty and cover.
 */
function ConfirmStakeSheet({ product, amount, review, coupon, onCouponRefused, onClose }: ConfirmProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const zone = useZone()
  const client = useQueryClient()
  const depositing = useDeposit()
  const scale = assetScale(product)
  const currency = product.currency_name
  const fee = penalty(amount, product.cancel_rate, product.day, scale)
  const end = formatDateTime((review?.at ?? 0) + product.day * DAY_MS, zone)
  const boost = coupon ? boostPreview(amount, coupon, product.day, scale) : null
  const confirm = () => {
    if (!review) return
    depositing.mutate(
      { params: depositParams(product.id, amount, coupon?.id), key: review.key },
      {
        onSuccess: (message) => {
          if (coupon) void client.invalidateQueries({ queryKey: couponKeys.all })
          toast.success(typeof message === 'string' && message ? message : t('earn.staked'))
          onClose()
          void navigate(ROUTES.lockmingOrders, { replace: true })
        },
        onError: (error) => {
          // Shown by the request wrapper; a coupon that could not apply is dropped and the usable ones read again.
          if (isCouponRefused(error)) {
            onCouponRefused()
            void client.invalidateQueries({ queryKey: couponKeys.all })
            onClose()
          }
        },
      },
    )
  }
  return (
    <Sheet visible={review !== null} title={t('earn.confirm_title')} onClose={onClose}>
      <div className="earn-sheet stake-sheet">
        <dl className="ui-summary earn-summary">
          <dt>{t('earn.amount')}</dt>
          <dd className="strong confirm-amount">
            {amount} {currency}
          </dd>
          <dt>{t('earn.rate_today')}</dt>
          <dd>{t('earn.per_day', { rate: percent(product.interest_rate) })}</dd>
          <dt>{t('earn.daily_interest')}</dt>
          <dd className="strong value-up confirm-daily">
            {dailyInterest(amount, product.interest_rate, scale)} {currency}
          </dd>
          <dt>{t('earn.term')}</dt>
          <dd>{t('earn.term_until', { days: product.day, end })}</dd>
          {boost && (
            <>
              <dt>{t('earn.boost')}</dt>
              <dd className="strong value-up confirm-boost-rate">{t('earn.boost_rate', { rate: boost.rate })}</dd>
              <dt>{t('earn.boost_cap')}</dt>
              <dd className="strong value-up confirm-boost-cap">
                {boost.cap} {currency}
              </dd>
            </>
          )}
        </dl>
        <p className="earn-note">{t('earn.daily_interest_note', { range: rateRange(product) })}</p>
        {boost && coupon && (
          <p className="earn-note confirm-boost-note">
            {t('earn.boost_note', {
              daily: boost.daily,
              cap: boost.cap,
              value: coupon.value,
              rate: boost.rate,
              days: product.day,
              currency,
            })}
          </p>
        )}
        <p className="earn-note">
          <strong>{t('earn.penalty_ratio')}: </strong>
          {t('earn.penalty_formula', { ratio: percent(product.cancel_rate), fee, currency })}
        </p>
        <p className="earn-note">
          <strong>{t('earn.reserve')}: </strong>
          {t('earn.reserve_note', { cover: product.reserve_cover })}
        </p>
        <PrimaryButton loading={depositing.isPending} onClick={confirm}>
          {t('earn.confirm_stake')}
        </PrimaryButton>
      </div>
    </Sheet>
  )
}

function StakeForm({ product }: { product: LockProduct }) {
  const { t } = useTranslation()
  const { balance } = useChangeBalance(product.currency_id)
  const [amount, setAmount] = useState('')
  const [review, setReview] = useState<Review | null>(null)
  const [coupon, setCoupon] = useState<CouponView | null>(null)
  const scale = assetScale(product)
  const currency = product.currency_name
  const problem = amount.trim() && balance !== undefined ? amountProblem(amount, product, balance) : null
  const messages = {
    invalid: t('earn.invalid', { scale }),
    below_minimum: t('earn.below_minimum', { min: plain(product.save_min), currency }),
    insufficient_balance: t('earn.insufficient_balance'),
    above_remaining: t('earn.above_remaining', { remaining: plain(product.remaining), currency }),
  }
  const ready = amount.trim() !== '' && balance !== undefined && problem === null
  const boost = coupon && ready ? boostPreview(amount.trim(), coupon, product.day, scale) : null
  return (
    <div className="earn">
      <ProductCard product={product} stake={false} />
      <section className="ui-card earn-card ui-field earn-field">
        <UnitField
          id="lock-amount"
          label={t('earn.amount')}
          labelClassName="earn-field-label"
          aside={
            <Available className="stake-available" label={t('earn.available')} balance={balance} unit={currency} />
          }
          name="amount"
          inputMode="decimal"
          placeholder={t('earn.amount_placeholder', { min: plain(product.save_min) })}
          value={amount}
          onChange={setAmount}
          boxClassName="earn-input"
          unitClassName="earn-unit"
          unit={currency}
          error={problem && messages[problem]}
          errorClassName="earn-error"
        >
          <button type="button" onClick={() => balance !== undefined && setAmount(new Dec(balance).toFixed(scale))}>
            {t('earn.all')}
          </button>
        </UnitField>
        <Suspense fallback={null}>
          <CouponPicker kind="boost" currency={currency} value={coupon} onChange={setCoupon} />
        </Suspense>
        {boost && (
          <p className="stake-boost">
            <span>{t('earn.boost_line_rate', { rate: boost.rate })}</span>
            <span className="stake-boost-cap">
              {t('earn.boost_preview', { cap: boost.cap, currency, days: product.day })}
            </span>
          </p>
        )}
        <PrimaryButton disabled={!ready} onClick={() => setReview({ at: Date.now(), key: newIdempotencyKey() })}>
          {t('earn.review')}
        </PrimaryButton>
      </section>
      {ready && (
        <ConfirmStakeSheet
          product={product}
          amount={new Dec(amount.trim()).toFixed(scale)}
          review={review}
          coupon={coupon}
          onCouponRefused={() => setCoupon(null)}
          onClose={() => setReview(null)}
        />
      )}
    </div>
  )
}

/** Stakes in one product (`?id=`): the amount is checked against the minimum, the balance and what remains. */
export function LockBuyScreen() {
  const { t } = useEarnStrings()
  const [params] = useSearchParams()
  const { product, isPending } = useLockProduct(Number(params.get('id')))
  return (
    <Page title={t('earn.buy_title')}>
      {isPending ? (
        <LoadingView label={t('common.loading')} />
      ) : product ? (
        <StakeForm product={product} />
      ) : (
        <StateView icon={<LockOutline />} title={t('earn.not_on_sale')} />
      )}
    </Page>
  )
}
