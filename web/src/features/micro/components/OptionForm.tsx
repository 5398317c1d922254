import { useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Input } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import { CoinName } from '@/components/CoinIcon'
import { StateView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { CouponPicker, couponKeys, type CouponView } from '@/features/coupons'
import { markPrice, type QuoteItem } from '@/features/market'
import { formatBalance, formatPrice, groupThousands, presetAmount } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import '../micro.css'
import { usePayableCurrencies, useSeconds, useSubmitOption } from '../queries'
import { durationLabel, expectedProfit, optionParams, ratioText, stakeProblem, trialOrder } from '../stake'
import type { Direction } from '../types'

/** Why the durations could not be had, by error code. */
const UNAVAILABLE_KEYS: Record<string, string> = {
  product_unavailable: 'micro.unavailable',
  region_not_supported: 'micro.region_not_supported',
}

/** A stake limit as the screen shows it: without trailing zeros, grouped by thousands (`10`, `10,000`). */
function shownLimit(value: string): string {
  return groupThousands(presetAmount(value))
}

/**
 * Duration cards, the stake with its presets and balance, a trial coupon that pays the whole stake, and the up and
 * down buttons with a confirmation.
 */
export function OptionForm({ pair }: { pair: QuoteItem }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const seconds = useSeconds()
  const payable = usePayableCurrencies()
  const placing = useSubmitOption()
  const [optionId, setOptionId] = useState<number | null>(null)
  const [currencyId, setCurrencyId] = useState<number | null>(null)
  const [stake, setStake] = useState('')
  const [coupon, setCoupon] = useState<CouponView | null>(null)
  const client = useQueryClient()

  if (seconds.isPending) return <section className="option-form" aria-busy="true" />
  if (seconds.isError || (seconds.data ?? []).length === 0) {
    const code = seconds.error instanceof RequestError ? seconds.error.error : ''
    const key = UNAVAILABLE_KEYS[code] ?? (seconds.isError ? 'micro.load_failed' : 'micro.unavailable')
    return (
      <section className="option-form">
        <StateView
          title={t(key)}
          text={seconds.error instanceof RequestError && UNAVAILABLE_KEYS[code] ? seconds.error.message : undefined}
          action={
            UNAVAILABLE_KEYS[code] ? undefined : { label: t('common.retry'), onClick: () => void seconds.refetch() }
          }
        />
      </section>
    )
  }

  const options = seconds.data
  const option = options.find((o) => o.id === optionId) ?? options[0]
  const currencies = payable.data ?? []
  // A trial coupon stakes its value in USDT: the stake and the currency are its, not the user's.
  const trial = trialOrder(coupon, currencies)
  const currency = trial
    ? trial.currency
    : (currencies.find((c) => c.id === currencyId) ??
      currencies.find((c) => c.id === pair.legal_id) ??
      currencies[0] ??
      null)
  const amount = trial ? trial.stake : stake
  const available = currency?.user_wallet?.micro_with_insurance ?? '0'
  const unit = currency?.name ?? pair.legal_name
  const scale = typeof currency?.scale === 'number' ? currency.scale : scaleOf(available)
  const problem = stakeProblem(amount, option, trial ? null : available, scale)
  const profit = expectedProfit(amount, option.profit_ratio, scale)
  const presets = (currency?.micro_numbers ?? []).filter((p) => typeof p.number === 'string' && p.number !== '')

  let warning: string | null = null
  if (problem === 'min') warning = t('micro.below_min', { amount: shownLimit(option.min_amount), unit })
  else if (problem === 'max') warning = t('micro.above_max', { amount: shownLimit(option.max_amount), unit })
  else if (problem === 'balance') warning = t('micro.over_balance')
  else if (problem === 'amount') warning = t('micro.stake_invalid')

  const place = async (direction: Direction) => {
    if (!currency) return
    const duration = durationLabel(option.seconds)
    const confirmed = await Dialog.confirm({
      title: t('micro.confirm_title', {
        direction: t(direction === 'up' ? 'micro.up' : 'micro.down'),
        symbol: pair.symbol,
      }),
      content: (
        <div className="wallet-summary trade-confirm">
          <span>{t('micro.duration')}</span>
          <span>{t(duration.key, { count: duration.count })}</span>
          <span>{t('micro.stake')}</span>
          <span className="num">
            {groupThousands(amount.trim())} {unit}
          </span>
          {coupon && (
            <>
              <span>{t('coupons.pick_label_trial')}</span>
              <span className="num">{coupon.title}</span>
            </>
          )}
          <span>{t('micro.payout_ratio')}</span>
          <span className="num">{option.profit_ratio}%</span>
          <span>{t('micro.profit_if_win')}</span>
          <span className="num up">
            +{profit === null ? '--' : groupThousands(profit)} {unit}
          </span>
          <span>{t('micro.loss_if_lose')}</span>
          {coupon ? (
            <span>{t('coupons.trial_loss')}</span>
          ) : (
            <span className="num down">
              -{groupThousands(amount.trim())} {unit}
            </span>
          )}
          <span>{t('micro.entry_price')}</span>
          <span className="num">≈ {formatPrice(markPrice(pair), pair)}</span>
          <span className="option-confirm-rule">{t('micro.rule')}</span>
        </div>
      ),
      confirmText: t('micro.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    try {
      await placing.mutateAsync({
        params: optionParams(pair, currency.id, direction, option.seconds, amount, coupon?.id),
        key: newIdempotencyKey(),
      })
      setStake('')
      if (coupon) {
        setCoupon(null)
        void client.invalidateQueries({ queryKey: couponKeys.all })
      }
    } catch (error) {
      // Shown by the request wrapper; a coupon that could not apply is dropped and the usable ones read again.
      if (error instanceof RequestError && error.error === 'coupon_unusable') {
        setCoupon(null)
        void client.invalidateQueries({ queryKey: couponKeys.all })
      }
    }
  }

  return (
    <section className="option-form">
      <h3 className="option-form-title">{t('micro.duration')}</h3>
      <div className="duration-grid" role="radiogroup" aria-label={t('micro.duration')}>
        {options.map((o) => {
          const label = durationLabel(o.seconds)
          const active = o.id === option.id
          return (
            <button
              key={o.id}
              type="button"
              role="radio"
              aria-checked={active}
              className={active ? 'duration-card active' : 'duration-card'}
              onClick={() => setOptionId(o.id)}
            >
              <strong>{t(label.key, { count: label.count })}</strong>
              <span className="num">{t('micro.payout', { ratio: ratioText(o.profit_ratio) })}</span>
            </button>
          )
        })}
      </div>
      {currencies.length > 1 && (
        <div className="chip-row" aria-label={t('micro.stake_currency')}>
          {currencies.map((c) => (
            <button
              key={c.id}
              type="button"
              className={c.id === currency?.id ? 'active' : ''}
              disabled={trial !== null && c.id !== currency?.id}
              onClick={() => setCurrencyId(c.id)}
            >
              <CoinName symbol={c.name} size={14} />
            </button>
          ))}
        </div>
      )}
      <label className="trade-input">
        <Input
          name="stake"
          inputMode="decimal"
          placeholder={t('micro.stake_placeholder')}
          value={amount}
          readOnly={trial !== null}
          onChange={setStake}
        />
        <span className="trade-input-unit">{unit}</span>
      </label>
      {!trial && presets.length > 0 && (
        <div className="chip-row" aria-label={t('micro.stake')}>
          {presets.map((p) => (
            <button
              key={p.id}
              type="button"
              className={stake.trim() === presetAmount(p.number) ? 'active' : ''}
              onClick={() => setStake(presetAmount(p.number))}
            >
              {groupThousands(presetAmount(p.number))}
            </button>
          ))}
        </div>
      )}
      <div className="trade-line">
        <span>{t('micro.range')}</span>
        <span className="num option-range">
          {shownLimit(option.min_amount)} – {shownLimit(option.max_amount)} {unit}
        </span>
      </div>
      <div className="trade-line">
        <span>{t('micro.available')}</span>
        <span className="num option-available">
          {loggedIn && currency?.user_wallet ? `${formatBalance(available)} ${unit}` : '--'}
        </span>
      </div>
      <div className="trade-line">
        <span>{t('micro.profit_if_win')}</span>
        <span className="num option-profit up">{profit ? `+${groupThousands(profit)} ${unit}` : '--'}</span>
      </div>
      {loggedIn && (
        <Suspense fallback={null}>
          <CouponPicker kind="trial" value={coupon} onChange={setCoupon} />
        </Suspense>
      )}
      {loggedIn && amount.trim() !== '' && warning && <p className="trade-warning down">{warning}</p>}
      {loggedIn ? (
        <div className="option-buttons">
          <Button
            color="success"
            className="trade-submit"
            loading={placing.isPending}
            disabled={problem !== null || !currency}
            onClick={() => void place('up')}
          >
            {t('micro.buy_up')}
          </Button>
          <Button
            color="danger"
            className="trade-submit"
            loading={placing.isPending}
            disabled={problem !== null || !currency}
            onClick={() => void place('down')}
          >
            {t('micro.buy_down')}
          </Button>
        </div>
      ) : (
        <Button block color="primary" className="trade-submit" onClick={() => void navigate(ROUTES.login)}>
          {t('trade.login_to_trade')}
        </Button>
      )}
    </section>
  )
}
