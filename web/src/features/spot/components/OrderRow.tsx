import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
import { formatBalance, formatPrice } from '@/lib/amount'
import { Dec } from '@/lib/decimal'
import { BUY, LIMIT, MARKET, STATUS_OPEN, type SpotOrder } from '../types'

interface OrderRowProps {
  order: SpotOrder
  onCancel?: (order: SpotOrder) => void
  cancelling?: boolean
}

function nonZero(value: string | undefined): boolean {
  try {
    return value !== undefined && value !== '' && !new Dec(value).isZero()
  } catch {
    return false
  }
}

/** The status of an order, with "partly filled" for an open one that has fills. */
export function statusKey(order: SpotOrder): string {
  if (order.status === STATUS_OPEN && nonZero(order.trade_amount)) return 'trade.status_partial'
  return `trade.status_${[1, 2, 3].includes(order.status) ? order.status : 1}`
}

/** Whether the rest of an order can still be cancelled: open limit orders only. */
export function canCancel(order: SpotOrder): boolean {
  return order.status === STATUS_OPEN && order.order_type === LIMIT
}

/** One spot order: side, pair, kind, price, amount, filled, average price, fee, status and time. */
export function OrderRow({ order, onCancel, cancelling = false }: OrderRowProps) {
  const { t } = useTranslation()
  const [base = '', quote = ''] = order.symbol.split('/')
  const buy = order.type === BUY
  const market = order.order_type === MARKET
  const amountUnit = order.amount_unit ?? (buy && market ? quote : base)
  // Fees are charged on what each side receives: the base asset for a buyer, the quote asset for a seller.
  const feeUnit = order.fee_currency ?? (buy ? base : quote)
  return (
    <article className="order-row">
      <header className="order-row-head">
        <span className={`order-side ${buy ? 'up' : 'down'}`}>{t(buy ? 'trade.buy' : 'trade.sell')}</span>
        <strong>{order.symbol}</strong>
        <span className="order-kind">{t(market ? 'trade.market' : 'trade.limit')}</span>
        <span className="order-status">{t(statusKey(order))}</span>
        {onCancel && canCancel(order) && (
          <Button size="mini" color="primary" fill="outline" loading={cancelling} onClick={() => onCancel(order)}>
            {t('trade.cancel_order')}
          </Button>
        )}
      </header>
      <dl className="order-fields num">
        <Fact label={t('trade.price')}>{market ? t('trade.market_price') : formatPrice(order.target_price)}</Fact>
        <Fact label={t('trade.amount')}>
          {formatBalance(order.amount)} {amountUnit}
        </Fact>
        <Fact label={t('trade.filled')}>
          {formatBalance(order.trade_amount)} {base}
        </Fact>
        <Fact label={t('trade.avg_price')}>{nonZero(order.avg_price) ? formatPrice(order.avg_price) : '--'}</Fact>
        <Fact label={t('trade.fee')}>
          {formatBalance(order.fee)} {feeUnit}
        </Fact>
        <Fact label={t('trade.time')}>{order.created_at}</Fact>
      </dl>
    </article>
  )
}
