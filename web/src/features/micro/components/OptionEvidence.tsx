import { useZone } from '@/hooks/useZone'
import { useTranslation } from '@/lib/i18n'
import '@/components/trade/trade.css'
import { Fact } from '@/components/Fact'
import { describePriceSource, formatStamp } from '@/lib/evidence'
import { formatPrice } from '@/lib/amount'
import { priceRelation } from '../result'
import type { MicroOrder } from '../types'

/**
 * How an option was settled: entry price and its time, settlement price and its time, their comparison, the price
 * source, the payout ratio and (unless the screen states it once for all rows) the rule.
 */
export function OptionEvidence({ order, rule = true }: { order: MicroOrder; rule?: boolean }) {
  const { t } = useTranslation()
  const zone = useZone()
  const relation = priceRelation(order.open_price, order.end_price)
  return (
    <dl className="evidence num">
      <Fact label={t('micro.entry_price')} className="evidence-entry">
        {formatPrice(order.open_price)}
      </Fact>
      <Fact label={t('micro.entry_time')}>{formatStamp(order.open_price_ts, zone) || order.created_at}</Fact>
      <Fact label={t('micro.settlement_price')} className="evidence-settlement">
        {order.end_price ? formatPrice(order.end_price) : '--'}
      </Fact>
      <Fact label={t('micro.settlement_time')}>
        {formatStamp(order.end_price_ts, zone) || order.handled_at || '--'}
      </Fact>
      <Fact label={t('micro.price_source')}>{describePriceSource(order.price_source, t)}</Fact>
      <Fact label={t('micro.payout_ratio')}>{order.profit_ratio}%</Fact>
      {relation && (
        <div className="evidence-note">
          <dt>{t('micro.comparison')}</dt>
          <dd className="evidence-relation">
            {t('micro.comparison_text', {
              settlement: formatPrice(order.end_price),
              relation,
              entry: formatPrice(order.open_price),
            })}
          </dd>
        </div>
      )}
      {rule && (
        <div className="evidence-note">
          <dt>{t('micro.rule_title')}</dt>
          <dd>{t('micro.rule')}</dd>
        </div>
      )}
    </dl>
  )
}
