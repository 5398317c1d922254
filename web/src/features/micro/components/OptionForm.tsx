import { Button, Dialog } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { CoinName } from '@/components/CoinIcon'
import { StateView } from '@/components/StateView'
import { ChipRow, LoginToTrade, OrderSummary, TradeInput, TradeLine } from '@/components/trade/OrderTicket'
import '@/components/trade/trade.css'
import { CouponPicker, useOrderCoupon } from '@/features/coupons'
import { markPrice, type QuoteItem } from '@/features/market'
import { formatBalance, formatPrice, groupThousands, presetAmount } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
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
  const loggedIn = useSession(selectIsLoggedIn)
  const seconds = useSeconds()
  const payable = usePayableCurrencies()
  const placing = useSubmitOption()
  const [optionId, setOptionId] = useState<number | null>(null)
  const [currencyId, setCurrencyId] = useState<number | null>(null)
  const [stake, setStake] = useState('')
  const { coupon, setCoupon, spent, failed } = useOrderCoupon()

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
        <OrderSummary
          rows={[
            { label: t('micro.duration'), value: t(duration.key, { count: duration.count }) },
            { label: t('micro.stake'), value: `${groupThousands(amount.trim())} ${unit}`, className: 'num' },
            coupon && { label: t('coupons.pick_label_trial'), value: coupon.title, className: 'num' },
            { label: t('micro.payout_ratio'), value: `${option.profit_ratio}%`, className: 'num' },
            {
              label: t('micro.profit_if_win'),
              value: `+${profit === null ? '--' : groupThousands(profit)} ${unit}`,
              className: 'num up',
            },
            coupon
              ? { label: t('micro.loss_if_lose'), value: t('coupons.trial_loss') }
              : {
                  label: t('micro.loss_if_lose'),
                  value: `-${groupThousands(amount.trim())} ${unit}`,
                  className: 'num down',
                },
            { label: t('micro.entry_price'), value: `≈ ${formatPrice(markPrice(pair), pair)}`, className: 'num' },
          ]}
        >
          <span className="option-confirm-rule">{t('micro.rule')}</span>
        </OrderSummary>
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
      spent(coupon)
    } catch (error) {
      failed(error)
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
        <ChipRow
          label={t('micro.stake_currency')}
          chips={currencies.map((c) => ({
            key: c.id,
            label: <CoinName symbol={c.name} size={14} />,
            active: c.id === currency?.id,
            disabled: trial !== null && c.id !== currency?.id,
            onPick: () => setCurrencyId(c.id),
          }))}
        />
      )}
      <TradeInput
        name="stake"
        placeholder={t('micro.stake_placeholder')}
        value={amount}
        readOnly={trial !== null}
        onChange={setStake}
        unit={unit}
      />
      {!trial && presets.length > 0 && (
        <ChipRow
          label={t('micro.stake')}
          chips={presets.map((p) => ({
            key: p.id,
            label: groupThousands(presetAmount(p.number)),
            active: stake.trim() === presetAmount(p.number),
            onPick: () => setStake(presetAmount(p.number)),
          }))}
        />
      )}
      <TradeLine label={t('micro.range')} className="option-range">
        {shownLimit(option.min_amount)} – {shownLimit(option.max_amount)} {unit}
      </TradeLine>
      <TradeLine label={t('micro.available')} className="option-available">
        {loggedIn && currency?.user_wallet ? `${formatBalance(available)} ${unit}` : '--'}
      </TradeLine>
      <TradeLine label={t('micro.profit_if_win')} className="option-profit up">
        {profit ? `+${groupThousands(profit)} ${unit}` : '--'}
      </TradeLine>
      {loggedIn && (
        <Suspense fallback={null}>
          <CouponPicker kind="trial" value={coupon} onChange={setCoupon} />
        </Suspense>
      )}
      {loggedIn && amount.trim() !== '' && warning && <p className="trade-warning down">{warning}</p>}
      <LoginToTrade>
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
      </LoginToTrade>
    </section>
  )
}
