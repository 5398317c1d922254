import { Button } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/form/money.css'
import { ChipRow, LoginToTrade, OrderSummary, TicketHead, TradeInput, TradeLine } from '@/components/trade/OrderTicket'
import '@/components/trade/trade.css'
import type { QuoteItem } from '@/features/market'
import { formatBalance } from '@/lib/amount'
import { newIdempotencyKey } from '@/lib/idempotency'
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
  const totalKey = total?.estimate
    ? side === 'buy'
      ? 'trade.estimated_receive'
      : 'trade.estimated_total'
    : 'trade.total'

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
        <OrderSummary
          rows={[
            { label: t('trade.order_type'), value: t(kind === 'limit' ? 'trade.limit' : 'trade.market') },
            { label: t('trade.price'), value: kind === 'limit' ? `${price.trim()} ${quote}` : t('trade.market_price') },
            {
              label: t(amountIsQuote(input) ? 'trade.spend' : 'trade.amount'),
              value: (
                <>
                  {amount.trim()} {amountUnit}
                </>
              ),
            },
            total && {
              label: t(totalKey),
              value: (
                <>
                  {total.estimate ? '≈ ' : ''}
                  {total.value} {total.unit === 'base' ? base : quote}
                </>
              ),
            },
          ]}
        />
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
      <TicketHead
        sides={[
          { value: 'buy', label: t('trade.buy') },
          { value: 'sell', label: t('trade.sell') },
        ]}
        side={side}
        onSide={changeSide}
        kinds={['limit', 'market']}
        kind={kind}
        onKind={changeKind}
        price={price}
        onPrice={onPriceChange}
        unit={quote}
        marketNote={t('trade.market_note')}
      />
      <TradeInput
        name="amount"
        placeholder={t(amountIsQuote(input) ? 'trade.spend_placeholder' : 'trade.amount_placeholder')}
        value={amount}
        onChange={changeAmount}
        unit={amountUnit}
      />
      <ChipRow
        className="percent-row"
        chips={PERCENTS.map((p) => ({
          key: p,
          label: `${p}%`,
          active: percent === p,
          disabled: !loggedIn,
          onPick: () => pick(p),
        }))}
      />
      <TradeLine label={t('trade.available')}>
        {loggedIn ? formatBalance(available) : '--'} {availableUnit}
      </TradeLine>
      <TradeLine label={t(totalKey)} className="trade-total">
        {total ? `${total.estimate ? '≈ ' : ''}${total.value} ${total.unit === 'base' ? base : quote}` : '--'}
      </TradeLine>
      {problem === 'min_qty' && amount.trim() !== '' && (
        <p className="trade-warning down">{t('trade.below_minimum', { amount: pair.min_qty, unit: base })}</p>
      )}
      {problem === 'min_notional' && amount.trim() !== '' && (
        <p className="trade-warning down">{t('trade.below_minimum', { amount: pair.min_notional, unit: quote })}</p>
      )}
      {loggedIn && problem === 'balance' && <p className="trade-warning down">{t('trade.over_balance')}</p>}
      {closed && <p className="trade-warning">{t('trade.trading_closed')}</p>}
      <LoginToTrade>
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
      </LoginToTrade>
    </section>
  )
}
