import { useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Input } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import '@/components/trade/trade.css'
import { CouponPicker, couponKeys, type CouponView } from '@/features/coupons'
import { markPrice } from '@/features/market'
import { formatBalance, formatPrice, plainPrice } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import '../lever.css'
import { leverProblem, orderPreview, submitParams, type LeverInput } from '../preview'
import { useSubmitLever } from '../queries'
import type { LeverDeal, LeverQuote, OrderKind, Side } from '../types'

interface LeverFormProps {
  pair: LeverQuote
  /** `/lever/deal` of the pair; null for guests and while it loads. */
  deal: LeverDeal | null
}

/** Warnings of the form, by problem. */
const PROBLEM_KEYS: Record<string, string> = {
  price: 'lever.problem_price',
  lots: 'lever.problem_lots',
  leverage: 'lever.problem_leverage',
  terms: 'lever.problem_terms',
  balance: 'lever.problem_balance',
}

/** Long or short, market or limit: lots, leverage, optional TP/SL, the margin and fee preview, and a confirmation. */
export function LeverForm({ pair, deal }: LeverFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const placing = useSubmitLever()
  const [side, setSide] = useState<Side>('long')
  const [kind, setKind] = useState<OrderKind>('market')
  const [price, setPrice] = useState(plainPrice(markPrice(pair), pair))
  const [lots, setLots] = useState('')
  const [chosenLeverage, setLeverage] = useState<number | null>(null)
  const [stops, setStops] = useState(false)
  const [takeProfit, setTakeProfit] = useState('')
  const [stopLoss, setStopLoss] = useState('')
  const [coupon, setCoupon] = useState<CouponView | null>(null)
  const client = useQueryClient()

  const base = pair.currency_name
  const quote = pair.legal_name
  const leverages = (deal?.multiple?.muit ?? []).map((m) => Number(m.value)).filter((v) => Number.isInteger(v) && v > 0)
  const presets = (deal?.multiple?.share ?? []).map((s) => Number(s.value)).filter((v) => Number.isInteger(v) && v > 0)
  const leverage = chosenLeverage ?? leverages[0] ?? 0
  const limit =
    deal?.lever_share_limit ??
    (pair.lever_max_share ? { min: pair.lever_min_share ?? 1, max: pair.lever_max_share } : null)
  const priceScale = pair.price_scale ?? scaleOf(markPrice(pair))
  const scale = scaleOf(deal?.user_lever)
  const entry = kind === 'market' ? markPrice(pair) : price.trim()
  const available = deal?.user_lever ?? '0'
  const input: LeverInput = {
    side,
    kind,
    price,
    lots,
    leverage,
    takeProfit: stops ? takeProfit : '',
    stopLoss: stops ? stopLoss : '',
  }
  const preview = orderPreview({
    price: entry,
    lots,
    shareNum: pair.lever_share_num ?? '',
    leverage,
    feePct: pair.lever_trade_fee ?? '',
    scale,
  })
  const problem = leverProblem(input, preview, { entry, priceScale, limit, available })
  const units = preview && pair.lever_share_num ? `${lots.trim()} × ${pair.lever_share_num} ${base}` : null

  let warning: string | null = null
  if (problem === 'min' || problem === 'max')
    warning = t('lever.problem_lots_range', { min: limit?.min ?? 1, max: limit?.max ?? '--' })
  else if (problem === 'take_profit') warning = t(side === 'long' ? 'lever.problem_tp_long' : 'lever.problem_tp_short')
  else if (problem === 'stop_loss') warning = t(side === 'long' ? 'lever.problem_sl_long' : 'lever.problem_sl_short')
  else if (problem && PROBLEM_KEYS[problem]) warning = t(PROBLEM_KEYS[problem])
  const typed = lots.trim() !== '' || (kind === 'limit' && price.trim() !== '') || takeProfit !== '' || stopLoss !== ''
  const showWarning = warning !== null && (problem === 'terms' || (loggedIn && typed))
  // Only market orders take a fee coupon.
  const couponUsed = kind === 'market' ? coupon : null

  const changeSide = (next: Side) => {
    setSide(next)
    setTakeProfit('')
    setStopLoss('')
  }

  const submit = async () => {
    if (!preview) return
    const sideText = t(side === 'long' ? 'lever.long' : 'lever.short')
    const confirmed = await Dialog.confirm({
      title: t('lever.confirm_title', { side: sideText, symbol: pair.symbol }),
      content: (
        <div className="wallet-summary trade-confirm">
          <span>{t('trade.order_type')}</span>
          <span>{t(kind === 'market' ? 'trade.market' : 'trade.limit')}</span>
          <span>{t('trade.price')}</span>
          <span className="num">
            {kind === 'market' ? `≈ ${formatPrice(markPrice(pair), pair)} ${quote}` : `${price.trim()} ${quote}`}
          </span>
          <span>{t('lever.lots')}</span>
          <span className="num">
            {lots.trim()} ({units})
          </span>
          <span>{t('lever.leverage')}</span>
          <span className="num">{leverage}x</span>
          <span>{t('lever.notional')}</span>
          <span className="num">
            {preview.notional} {quote}
          </span>
          <span>{t('lever.margin')}</span>
          <span className="num">
            {preview.margin} {quote}
          </span>
          <span>{t('lever.fee')}</span>
          <span className="num">
            {preview.fee} {quote}
          </span>
          <span>{t('lever.total_cost')}</span>
          <span className="num">
            {preview.total} {quote}
          </span>
          {couponUsed && (
            <>
              <span>{t('lever.coupon')}</span>
              <span className="num">{couponUsed.title}</span>
            </>
          )}
          {input.takeProfit.trim() !== '' && (
            <>
              <span>{t('lever.take_profit')}</span>
              <span className="num">{input.takeProfit.trim()}</span>
            </>
          )}
          {input.stopLoss.trim() !== '' && (
            <>
              <span>{t('lever.stop_loss')}</span>
              <span className="num">{input.stopLoss.trim()}</span>
            </>
          )}
        </div>
      ),
      confirmText: t(side === 'long' ? 'lever.open_long' : 'lever.open_short'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    try {
      const params = { ...submitParams(pair, input), coupon_id: couponUsed?.id }
      await placing.mutateAsync({ params, key: newIdempotencyKey() })
      setLots('')
      setTakeProfit('')
      setStopLoss('')
      if (couponUsed) {
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
    <section className="order-form lever-form">
      <div className="side-toggle" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={side === 'long'}
          className={side === 'long' ? 'buy active' : 'buy'}
          onClick={() => changeSide('long')}
        >
          {t('lever.long')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={side === 'short'}
          className={side === 'short' ? 'sell active' : 'sell'}
          onClick={() => changeSide('short')}
        >
          {t('lever.short')}
        </button>
      </div>
      <div className="kind-toggle">
        {(['market', 'limit'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={kind === k ? 'active' : ''}
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
          >
            {t(k === 'limit' ? 'trade.limit' : 'trade.market')}
          </button>
        ))}
      </div>
      {kind === 'limit' ? (
        <label className="trade-input">
          <Input
            name="price"
            inputMode="decimal"
            placeholder={t('trade.price_placeholder')}
            value={price}
            onChange={setPrice}
          />
          <span className="trade-input-unit">{quote}</span>
        </label>
      ) : (
        <div className="trade-input market-note">{t('lever.market_note')}</div>
      )}
      <label className="trade-input">
        <Input
          name="lots"
          inputMode="numeric"
          placeholder={t('lever.lots_placeholder')}
          value={lots}
          onChange={setLots}
        />
        <span className="trade-input-unit">{t('lever.lots_unit')}</span>
      </label>
      {presets.length > 0 && (
        <div className="chip-row" aria-label={t('lever.lots')}>
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              className={lots.trim() === String(p) ? 'active' : ''}
              onClick={() => setLots(String(p))}
            >
              {p}
            </button>
          ))}
        </div>
      )}
      <div className="trade-line">
        <span>{t('lever.per_lot')}</span>
        <span className="num">{pair.lever_share_num ? `${pair.lever_share_num} ${base}` : '--'}</span>
      </div>
      {limit && (
        <div className="trade-line">
          <span>{t('lever.lots_limit')}</span>
          <span className="num">
            {limit.min} – {limit.max}
          </span>
        </div>
      )}
      <div className="lever-picker">
        <span className="lever-picker-label">{t('lever.leverage')}</span>
        {leverages.length > 0 ? (
          <div className="chip-row">
            {leverages.map((v) => (
              <button
                key={v}
                type="button"
                className={leverage === v ? 'active' : ''}
                aria-pressed={leverage === v}
                onClick={() => setLeverage(v)}
              >
                {v}x
              </button>
            ))}
          </div>
        ) : (
          <span className="trade-warning">{loggedIn ? t('common.loading') : t('lever.leverage_guest')}</span>
        )}
      </div>
      <label className="stops-toggle">
        <input type="checkbox" name="stops" checked={stops} onChange={(e) => setStops(e.target.checked)} />
        {t('lever.tp_sl')}
      </label>
      {stops && (
        <>
          <label className="trade-input">
            <Input
              name="take_profit"
              inputMode="decimal"
              placeholder={t('lever.take_profit_optional')}
              value={takeProfit}
              onChange={setTakeProfit}
            />
            <span className="trade-input-unit">{quote}</span>
          </label>
          <label className="trade-input">
            <Input
              name="stop_loss"
              inputMode="decimal"
              placeholder={t('lever.stop_loss_optional')}
              value={stopLoss}
              onChange={setStopLoss}
            />
            <span className="trade-input-unit">{quote}</span>
          </label>
        </>
      )}
      <div className="lever-preview">
        <div className="trade-line">
          <span>{t('lever.margin')}</span>
          <span className="num lever-margin">{preview ? `${preview.margin} ${quote}` : '--'}</span>
        </div>
        <div className="trade-line">
          <span>{t('lever.fee_rate', { rate: pair.lever_trade_fee ?? '--' })}</span>
          <span className="num lever-fee">{preview ? `${preview.fee} ${quote}` : '--'}</span>
        </div>
        <div className="trade-line">
          <span>{t('lever.total_cost')}</span>
          <span className="num lever-total">{preview ? `${preview.total} ${quote}` : '--'}</span>
        </div>
        <div className="trade-line">
          <span>{t('lever.available')}</span>
          <span className="num lever-available">
            {loggedIn && deal ? `${formatBalance(deal.user_lever)} ${quote}` : '--'}
          </span>
        </div>
        {pair.overnight && (
          <div className="trade-line">
            <span>{t('lever.overnight')}</span>
            <span className="num">{t('lever.overnight_rate', { rate: pair.overnight })}</span>
          </div>
        )}
      </div>
      {loggedIn && kind === 'market' && (
        <Suspense fallback={null}>
          <CouponPicker fee={preview ? preview.fee : null} value={coupon} onChange={setCoupon} />
        </Suspense>
      )}
      {showWarning && <p className="trade-warning down">{warning}</p>}
      {loggedIn ? (
        <Button
          block
          className="trade-submit"
          color={side === 'long' ? 'success' : 'danger'}
          loading={placing.isPending}
          disabled={problem !== null || !deal}
          onClick={() => void submit()}
        >
          {t(side === 'long' ? 'lever.open_long' : 'lever.open_short')}
        </Button>
      ) : (
        <Button block color="primary" className="trade-submit" onClick={() => void navigate(ROUTES.login)}>
          {t('trade.login_to_trade')}
        </Button>
      )}
    </section>
  )
}
