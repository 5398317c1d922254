import { Button, Dialog } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { ChipRow, LoginToTrade, OrderSummary, TicketHead, TradeInput, TradeLine } from '@/components/trade/OrderTicket'
import '@/components/trade/trade.css'
import { CouponPicker, useOrderCoupon } from '@/features/coupons'
import { markPrice } from '@/features/market'
import { formatBalance, formatPrice, plainPrice } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { newIdempotencyKey } from '@/lib/idempotency'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import '../lever.css'
import { leverProblem, orderPreview, submitParams, type LeverInput } from '../preview'
import { useSubmitLever } from '../queries'
import type { LeverDeal, LeverQuote, OrderKind, Side } from '../types'
import { StopInputs } from './StopInputs'

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
  const { coupon, setCoupon, spent, failed } = useOrderCoupon()

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
        <OrderSummary
          rows={[
            { label: t('trade.order_type'), value: t(kind === 'market' ? 'trade.market' : 'trade.limit') },
            {
              label: t('trade.price'),
              value:
                kind === 'market' ? `≈ ${formatPrice(markPrice(pair), pair)} ${quote}` : `${price.trim()} ${quote}`,
              className: 'num',
            },
            {
              label: t('lever.lots'),
              value: (
                <>
                  {lots.trim()} ({units})
                </>
              ),
              className: 'num',
            },
            { label: t('lever.leverage'), value: `${leverage}x`, className: 'num' },
            { label: t('lever.notional'), value: `${preview.notional} ${quote}`, className: 'num' },
            { label: t('lever.margin'), value: `${preview.margin} ${quote}`, className: 'num' },
            { label: t('lever.fee'), value: `${preview.fee} ${quote}`, className: 'num' },
            { label: t('lever.total_cost'), value: `${preview.total} ${quote}`, className: 'num' },
            couponUsed && { label: t('lever.coupon'), value: couponUsed.title, className: 'num' },
            input.takeProfit.trim() !== '' && {
              label: t('lever.take_profit'),
              value: input.takeProfit.trim(),
              className: 'num',
            },
            input.stopLoss.trim() !== '' && {
              label: t('lever.stop_loss'),
              value: input.stopLoss.trim(),
              className: 'num',
            },
          ]}
        />
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
      spent(couponUsed)
    } catch (error) {
      failed(error)
    }
  }

  return (
    <section className="order-form lever-form">
      <TicketHead
        sides={[
          { value: 'long', label: t('lever.long') },
          { value: 'short', label: t('lever.short') },
        ]}
        side={side}
        onSide={changeSide}
        kinds={['market', 'limit']}
        kind={kind}
        onKind={setKind}
        price={price}
        onPrice={setPrice}
        unit={quote}
        marketNote={t('lever.market_note')}
      />
      <TradeInput
        name="lots"
        inputMode="numeric"
        placeholder={t('lever.lots_placeholder')}
        value={lots}
        onChange={setLots}
        unit={t('lever.lots_unit')}
      />
      {presets.length > 0 && (
        <ChipRow
          label={t('lever.lots')}
          chips={presets.map((p) => ({
            key: p,
            label: p,
            active: lots.trim() === String(p),
            onPick: () => setLots(String(p)),
          }))}
        />
      )}
      <TradeLine label={t('lever.per_lot')}>
        {pair.lever_share_num ? `${pair.lever_share_num} ${base}` : '--'}
      </TradeLine>
      {limit && (
        <TradeLine label={t('lever.lots_limit')}>
          {limit.min} – {limit.max}
        </TradeLine>
      )}
      <div className="lever-picker">
        <span className="lever-picker-label">{t('lever.leverage')}</span>
        {leverages.length > 0 ? (
          <ChipRow
            pressed
            chips={leverages.map((v) => ({
              key: v,
              label: `${v}x`,
              active: leverage === v,
              onPick: () => setLeverage(v),
            }))}
          />
        ) : (
          <span className="trade-warning">{loggedIn ? t('common.loading') : t('lever.leverage_guest')}</span>
        )}
      </div>
      <label className="stops-toggle">
        <input type="checkbox" name="stops" checked={stops} onChange={(e) => setStops(e.target.checked)} />
        {t('lever.tp_sl')}
      </label>
      {stops && (
        <StopInputs
          takeProfit={takeProfit}
          stopLoss={stopLoss}
          onTakeProfit={setTakeProfit}
          onStopLoss={setStopLoss}
          unit={quote}
        />
      )}
      <div className="lever-preview">
        <TradeLine label={t('lever.margin')} className="lever-margin">
          {preview ? `${preview.margin} ${quote}` : '--'}
        </TradeLine>
        <TradeLine label={t('lever.fee_rate', { rate: pair.lever_trade_fee ?? '--' })} className="lever-fee">
          {preview ? `${preview.fee} ${quote}` : '--'}
        </TradeLine>
        <TradeLine label={t('lever.total_cost')} className="lever-total">
          {preview ? `${preview.total} ${quote}` : '--'}
        </TradeLine>
        <TradeLine label={t('lever.available')} className="lever-available">
          {loggedIn && deal ? `${formatBalance(deal.user_lever)} ${quote}` : '--'}
        </TradeLine>
        {pair.overnight && (
          <TradeLine label={t('lever.overnight')}>{t('lever.overnight_rate', { rate: pair.overnight })}</TradeLine>
        )}
      </div>
      {loggedIn && kind === 'market' && (
        <Suspense fallback={null}>
          <CouponPicker fee={preview ? preview.fee : null} value={coupon} onChange={setCoupon} />
        </Suspense>
      )}
      {showWarning && <p className="trade-warning down">{warning}</p>}
      <LoginToTrade>
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
      </LoginToTrade>
    </section>
  )
}
