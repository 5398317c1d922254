import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import '@/components/trade/trade.css'
import type { QuoteItem } from '@/features/market'
import { formatBalance } from '@/lib/amount'
import { newIdempotencyKey } from '@/lib/idempotency'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import {
  amountIsQuote,
  orderParams,
  orderProblem,
  orderTotal,
  pairScales,
  percentAmount,
  PERCENTS,
  type OrderInput,
  type Scales,
} from '../orderForm'
import { usePlaceOrder, type PairBalances } from '../queries'
import type { OrderKind, Side } from '../types'

interface OrderFormProps {
  pair: QuoteItem
  balances: PairBalances | null
  /** The price the form starts with and takes when a book level is tapped. */
  price: string
  onPriceChange: (price: string) => void
}

/** Buy or sell, limit or market: price, amount, a share of the balance, the total, and a confirmation. */
export function OrderForm({ pair, balances, price, onPriceChange }: OrderFormProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const placing = usePlaceOrder()
  const [side, setSide] = useState<Side>('buy')
  const [kind, setKind] = useState<OrderKind>('limit')
  const [amount, setAmount] = useState('')
  const [percent, setPercent] = useState<number | null>(null)

  const base = pair.currency_name
  const quote = pair.legal_name
  const scales: Scales = pairScales(pair, balances)
  const input: OrderInput = { side, kind, price, amount }
  const available = balances ? (side === 'buy' ? balances.quote : balances.base) : '0'
  const availableUnit = side === 'buy' ? quote : base
  const amountUnit = amountIsQuote(input) ? quote : base
  const total = orderTotal(input, pair.now_price, scales)
  const problem = orderProblem(input, available, scales, { qty: pair.min_qty, notional: pair.min_notional })
  const closed = pair.open_coin_trade === 0

  const pick = (p: number) => {
    setPercent(p)
    setAmount(percentAmount(input, available, p, scales))
  }
  const changeAmount = (value: string) => {
    setPercent(null)
    setAmount(value)
  }
  const changeSide = (next: Side) => {
    setSide(next)
    setAmount('')
    setPercent(null)
  }
  const changeKind = (next: OrderKind) => {
    setKind(next)
    setAmount('')
    setPercent(null)
  }

  const submit = async () => {
    const sideText = t(side === 'buy' ? 'trade.buy' : 'trade.sell')
    // The dialog's code (with its mask and animation library) is fetched when an order is first confirmed.
    const { default: Dialog } = await import('antd-mobile/es/components/dialog')
    const confirmed = await Dialog.confirm({
      title: t('trade.confirm_title', { side: sideText, symbol: pair.symbol }),
      content: (
        <div className="wallet-summary trade-confirm">
          <span>{t('trade.order_type')}</span>
          <span>{t(kind === 'limit' ? 'trade.limit' : 'trade.market')}</span>
          <span>{t('trade.price')}</span>
          <span>{kind === 'limit' ? `${price.trim()} ${quote}` : t('trade.market_price')}</span>
          <span>{t(amountIsQuote(input) ? 'trade.spend' : 'trade.amount')}</span>
          <span>
            {amount.trim()} {amountUnit}
          </span>
          {total && (
            <>
              <span>
                {t(
                  total.estimate
                    ? side === 'buy'
                      ? 'trade.estimated_receive'
                      : 'trade.estimated_total'
                    : 'trade.total',
                )}
              </span>
              <span>
                {total.estimate ? '≈ ' : ''}
                {total.value} {total.unit === 'base' ? base : quote}
              </span>
            </>
          )}
        </div>
      ),
      confirmText: t('trade.confirm'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    // A failure has been shown by the request wrapper.
    placing.mutate(
      { params: orderParams(pair, input), key: newIdempotencyKey() },
      {
        onSuccess: () => {
          setAmount('')
          setPercent(null)
        },
      },
    )
  }

  return (
    <section className="order-form">
      <div className="side-toggle" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={side === 'buy'}
          className={side === 'buy' ? 'buy active' : 'buy'}
          onClick={() => changeSide('buy')}
        >
          {t('trade.buy')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={side === 'sell'}
          className={side === 'sell' ? 'sell active' : 'sell'}
          onClick={() => changeSide('sell')}
        >
          {t('trade.sell')}
        </button>
      </div>
      <div className="kind-toggle">
        {(['limit', 'market'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={kind === k ? 'active' : ''}
            aria-pressed={kind === k}
            onClick={() => changeKind(k)}
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
            onChange={onPriceChange}
          />
          <span className="trade-input-unit">{quote}</span>
        </label>
      ) : (
        <div className="trade-input market-note">{t('trade.market_note')}</div>
      )}
      <label className="trade-input">
        <Input
          name="amount"
          inputMode="decimal"
          placeholder={t(amountIsQuote(input) ? 'trade.spend_placeholder' : 'trade.amount_placeholder')}
          value={amount}
          onChange={changeAmount}
        />
        <span className="trade-input-unit">{amountUnit}</span>
      </label>
      <div className="percent-row">
        {PERCENTS.map((p) => (
          <button
            key={p}
            type="button"
            className={percent === p ? 'active' : ''}
            disabled={!loggedIn}
            onClick={() => pick(p)}
          >
            {p}%
          </button>
        ))}
      </div>
      <div className="trade-line">
        <span>{t('trade.available')}</span>
        <span className="num">
          {loggedIn ? formatBalance(available) : '--'} {availableUnit}
        </span>
      </div>
      <div className="trade-line">
        <span>
          {t(total?.estimate ? (side === 'buy' ? 'trade.estimated_receive' : 'trade.estimated_total') : 'trade.total')}
        </span>
        <span className="num trade-total">
          {total ? `${total.estimate ? '≈ ' : ''}${total.value} ${total.unit === 'base' ? base : quote}` : '--'}
        </span>
      </div>
      {problem === 'min_qty' && amount.trim() !== '' && (
        <p className="trade-warning down">{t('trade.below_minimum', { amount: pair.min_qty, unit: base })}</p>
      )}
      {problem === 'min_notional' && amount.trim() !== '' && (
        <p className="trade-warning down">{t('trade.below_minimum', { amount: pair.min_notional, unit: quote })}</p>
      )}
      {loggedIn && problem === 'balance' && <p className="trade-warning down">{t('trade.over_balance')}</p>}
      {closed && <p className="trade-warning">{t('trade.trading_closed')}</p>}
      {loggedIn ? (
        <Button
          block
          className="trade-submit"
          color={side === 'buy' ? 'success' : 'danger'}
          loading={placing.isPending}
          disabled={problem !== null || closed}
          onClick={() => void submit()}
        >
          {t(side === 'buy' ? 'trade.buy_asset' : 'trade.sell_asset', { asset: base })}
        </Button>
      ) : (
        <Button block color="primary" className="trade-submit" onClick={() => void navigate(ROUTES.login)}>
          {t('trade.login_to_trade')}
        </Button>
      )}
    </section>
  )
}
