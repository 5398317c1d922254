import { useZone } from '@/hooks/useZone'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { changeTone } from '@/features/market'
import { formatAmount, formatBalance, formatPrice, formatSigned } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { closeReasonKey, describePriceSource, formatStamp } from '@/lib/evidence'
import { signed } from '@/lib/format'
import '../lever.css'
import { isPriceSet, livePnl, returnOnMargin, sideOf } from '../positions'
import { TX_CANCELLED, TX_CLOSED, TX_ENTRUST, type LeverTx } from '../types'

interface TxRowProps {
  tx: LeverTx
  /** The live price of the row's instrument, for the unrealised profit of a holding. */
  mark?: string
  /** Buttons shown in the row's head. */
  actions?: ReactNode
}

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Why and at what price a position was closed, with the time and source of that price. */
export function CloseEvidence({ tx }: { tx: LeverTx }) {
  const { t } = useTranslation()
  const zone = useZone()
  const reason = closeReasonKey(tx.close_reason)
  return (
    <dl className="evidence num">
      <Field label={t('lever.close_reason')} className="evidence-reason">
        {reason ? t(reason) : '--'}
      </Field>
      <Field label={t('lever.close_price')}>{tx.close_price ? formatPrice(tx.close_price) : '--'}</Field>
      <Field label={t('lever.price_time')}>{formatStamp(tx.close_price_ts, zone) || '--'}</Field>
      <Field label={t('lever.price_source')}>{describePriceSource(tx.price_source, t)}</Field>
    </dl>
  )
}

/** One contract row: an entrust, a holding (profit at the live price), or a closed or cancelled one with its evidence. */
export function TxRow({ tx, mark, actions }: TxRowProps) {
  const { t } = useTranslation()
  const side = sideOf(tx)
  const [base = '', quote = ''] = tx.symbol.split('/')
  const status = Number(tx.status)
  const scale = scaleOf(tx.caution_money)
  const priceScale = scaleOf(tx.price)
  const price = (value: string | null | undefined) => (value ? formatAmount(value, priceScale) : '--')
  const holding = status !== TX_ENTRUST && status !== TX_CLOSED && status !== TX_CANCELLED
  // A closed position shows what it made after its trading and overnight fees, as the bills do.
  const pnl = holding ? livePnl(tx, mark, scale) : tx.fact_profits || tx.profits
  const roe = returnOnMargin(pnl, tx.caution_money)
  const tone = changeTone(pnl)
  const statusText = tx.status_name || t(`lever.status_${[0, 1, 2, 3, 4].includes(status) ? status : 1}`)
  return (
    <article className={`order-row lever-row status-${status}`}>
      <header className="order-row-head">
        <span className={`order-side ${side === 'long' ? 'up' : 'down'}`}>
          {t(side === 'long' ? 'lever.long' : 'lever.short')}
        </span>
        <strong>{tx.symbol}</strong>
        <span className="order-kind">{tx.multiple}x</span>
        <span className="order-status">{statusText}</span>
        {actions && <span className="lever-row-actions">{actions}</span>}
      </header>
      {(holding || status === TX_CLOSED) && (
        <div className="lever-pnl">
          <span>{t(holding ? 'lever.unrealised_pnl' : 'lever.realised_pnl')}</span>
          <strong className={`num ${tone}`}>
            {formatSigned(pnl, scale)} {quote}
          </strong>
          {roe !== null && <span className={`num ${tone}`}>{signed(roe)}%</span>}
        </div>
      )}
      <dl className="order-fields num">
        <Field label={t(status === TX_ENTRUST || status === TX_CANCELLED ? 'lever.limit_price' : 'lever.open_price')}>
          {price(tx.price)}
        </Field>
        {holding && <Field label={t('lever.mark_price')}>{price(mark ?? tx.update_price)}</Field>}
        {status === TX_CLOSED && <Field label={t('lever.close_price')}>{price(tx.close_price)}</Field>}
        <Field label={t('lever.lots')}>
          {tx.share} ({formatBalance(tx.number)} {base})
        </Field>
        <Field label={t('lever.margin')}>{formatAmount(tx.caution_money, scale)}</Field>
        <Field label={t('lever.fee')}>{formatAmount(tx.trade_fee, scale)}</Field>
        {status !== TX_ENTRUST && status !== TX_CANCELLED && (
          <Field label={t('lever.overnight_fee')}>{formatAmount(tx.overnight_money, scale)}</Field>
        )}
        <Field label={t('lever.take_profit')}>
          {isPriceSet(tx.target_profit_price) ? price(tx.target_profit_price) : '--'}
        </Field>
        <Field label={t('lever.stop_loss')}>{isPriceSet(tx.stop_loss_price) ? price(tx.stop_loss_price) : '--'}</Field>
        <Field label={t(status === TX_ENTRUST || status === TX_CANCELLED ? 'lever.placed_at' : 'lever.opened_at')}>
          {status === TX_ENTRUST || status === TX_CANCELLED ? tx.create_time : tx.transaction_time || tx.create_time}
        </Field>
        {(status === TX_CLOSED || status === TX_CANCELLED) && tx.complete_time && (
          <Field label={t(status === TX_CLOSED ? 'lever.closed_at' : 'lever.cancelled_at')}>{tx.complete_time}</Field>
        )}
        {tx.copy_trader && (
          <Field label={t('lever.origin')}>
            {Number(tx.order_type) === 2 ? t('lever.copied') : t('lever.self_held')} · {tx.copy_trader}
          </Field>
        )}
      </dl>
      {status === TX_CLOSED && <CloseEvidence tx={tx} />}
    </article>
  )
}
