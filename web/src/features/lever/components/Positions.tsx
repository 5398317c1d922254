import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { HistoryTitle } from '@/components/trade/HistoryTitle'
import { Fact } from '@/components/Fact'
import { changeTone, markPrice } from '@/features/market'
import { formatAmount, formatPrice, formatSigned } from '@/lib/amount'
import { scaleOf } from '@/lib/decimal'
import { ROUTES } from '@/lib/navigation'
import '../lever.css'
import { livePnl, riskRateText, sideOf, sumOf } from '../positions'
import { useBatchClose, useClosePosition, useEntrusts, usePositions } from '../queries'
import { BATCH_KINDS, BATCH_TYPE, type BatchKind, type LeverQuote, type LeverTx } from '../types'
import { RiskRateHelp } from './RiskRateHelp'
import { StopPopup } from './StopPopup'
import { TxRow } from './TxRow'

const BATCH_LABELS: Record<BatchKind, string> = {
  all: 'lever.close_all',
  long: 'lever.close_longs',
  short: 'lever.close_shorts',
}

/**
 * The user's open positions of the pair: risk rate, margin and the profit at the live price, batch close, and per
 * position close and TP/SL.
 */
export function Positions({ pair }: { pair: LeverQuote }) {
  const { t } = useTranslation()
  const { data, isPending } = usePositions(pair.currency_id, pair.legal_id)
  const closing = useClosePosition()
  const batch = useBatchClose()
  const [stopFor, setStopFor] = useState<LeverTx | null>(null)
  const rows = data?.order?.data ?? []
  const quote = pair.legal_name
  const scale = scaleOf(data?.caution_money ?? data?.balance)
  const pnls = rows.map((tx) => livePnl(tx, markPrice(pair), scaleOf(tx.caution_money)))
  const total = sumOf(pnls, scale)
  const count = (kind: BatchKind) => (kind === 'all' ? rows.length : rows.filter((tx) => sideOf(tx) === kind).length)

  const closeOne = async (tx: LeverTx, pnl: string) => {
    const confirmed = await Dialog.confirm({
      title: t('lever.close_confirm_title', { symbol: tx.symbol }),
      content: (
        <div className="wallet-summary trade-confirm">
          <span>{t('lever.lots')}</span>
          <span className="num">{tx.share}</span>
          <span>{t('lever.mark_price')}</span>
          <span className="num">≈ {formatPrice(markPrice(pair), pair)}</span>
          <span>{t('lever.estimated_pnl')}</span>
          <span className={`num ${changeTone(pnl)}`}>
            ≈ {formatSigned(pnl, scale)} {quote}
          </span>
        </div>
      ),
      confirmText: t('lever.close'),
      cancelText: t('common.cancel'),
    })
    if (confirmed) closing.mutate(tx.id)
  }

  const closeMany = async (kind: BatchKind) => {
    const confirmed = await Dialog.confirm({
      title: t(BATCH_LABELS[kind]),
      content: t('lever.batch_confirm', { count: count(kind), symbol: pair.symbol }),
      confirmText: t('lever.close'),
      cancelText: t('common.cancel'),
    })
    if (confirmed) batch.mutate({ type: BATCH_TYPE[kind], currency_id: pair.currency_id, legal_id: pair.legal_id })
  }

  return (
    <section className="card lever-positions">
      <HistoryTitle title={t('lever.positions')} to={ROUTES.tradeContractOrders} />
      <dl className="lever-summary num">
        <div>
          <dt className="lever-risk-label">
            <span>{t('lever.risk_rate')}</span>
            <RiskRateHelp rate={data} positions={rows} />
          </dt>
          <dd className="lever-risk">{riskRateText(data)}</dd>
        </div>
        <div>
          <dt>{t('lever.unrealised_pnl')}</dt>
          <dd className={`lever-total-pnl ${changeTone(total)}`}>
            {rows.length > 0 ? `${formatSigned(total, scale)} ${quote}` : '--'}
          </dd>
        </div>
        <Fact label={t('lever.margin')}>{data ? `${formatAmount(data.caution_money, scale)} ${quote}` : '--'}</Fact>
      </dl>
      {rows.length > 0 && (
        <div className="batch-row">
          {BATCH_KINDS.map((kind) => (
            <Button
              key={kind}
              size="mini"
              fill="outline"
              color={kind === 'long' ? 'success' : kind === 'short' ? 'danger' : 'default'}
              disabled={count(kind) === 0 || batch.isPending}
              onClick={() => void closeMany(kind)}
            >
              {t(BATCH_LABELS[kind])}
            </Button>
          ))}
        </div>
      )}
      {!isPending && rows.length === 0 && <p className="trades-empty">{t('lever.no_positions')}</p>}
      {rows.map((tx, i) => (
        <TxRow
          key={tx.id}
          tx={tx}
          mark={markPrice(pair)}
          actions={
            <>
              <Button size="mini" fill="outline" onClick={() => setStopFor(tx)}>
                {t('lever.tp_sl')}
              </Button>
              <Button
                size="mini"
                color="primary"
                fill="outline"
                loading={closing.isPending && closing.variables === tx.id}
                onClick={() => void closeOne(tx, pnls[i])}
              >
                {t('lever.close')}
              </Button>
            </>
          }
        />
      ))}
      {stopFor && <StopPopup tx={stopFor} mark={markPrice(pair)} onClose={() => setStopFor(null)} />}
    </section>
  )
}

/** The user's pending limit entrusts of the pair, each with a cancel button. */
export function Entrusts({ pair }: { pair: LeverQuote }) {
  const { t } = useTranslation()
  const { data, isPending } = useEntrusts(pair.currency_id, pair.legal_id)
  const cancelling = useClosePosition()
  const rows = data?.order?.data ?? []
  return (
    <section className="card lever-entrusts">
      <h3 className="section-title">{t('lever.entrusts')}</h3>
      {!isPending && rows.length === 0 && <p className="trades-empty">{t('lever.no_entrusts')}</p>}
      {rows.map((tx) => (
        <TxRow
          key={tx.id}
          tx={tx}
          actions={
            <Button
              size="mini"
              color="primary"
              fill="outline"
              loading={cancelling.isPending && cancelling.variables === tx.id}
              onClick={() => cancelling.mutate(tx.id)}
            >
              {t('trade.cancel_order')}
            </Button>
          }
        />
      ))}
    </section>
  )
}
