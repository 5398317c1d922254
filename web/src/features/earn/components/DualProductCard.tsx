import type { ReactNode } from 'react'
import { CoinIcon } from '@/components/CoinIcon'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { formatSecond, termLabel } from '../dual'
import { plain } from '../lockming'
import type { DualProduct } from '../types'
import { useZone } from '@/hooks/useZone'

/** A product's term: days, or minutes for a product whose term is minutes. */
export function DualTerm({ product }: { product: Pick<DualProduct, 'day' | 'minutes'> }) {
  const { t } = useTranslation()
  const term = termLabel(product)
  return <>{term.kind === 'days' ? t('earn.days', { days: term.n }) : t('earn.dual.minutes', { minutes: term.n })}</>
}

/** One product: APR, reference price, term, settlement, shares left, per-user limit and reserve coverage. */
export function DualProductCard({ product, action }: { product: DualProduct; action?: ReactNode }) {
  const { t } = useTranslation()
  const zone = useZone()
  return (
    <article className="ui-card earn-card dual-card" data-dual={product.id}>
      <div className="earn-card-head">
        <CoinIcon symbol={product.currency_name} size={32} />
        <h3 className="earn-card-title">{product.name}</h3>
        {product.demo === 1 && (
          <span className="ieo-badge warm-up dual-demo" title={t('earn.dual.demo_hint')}>
            {t('earn.dual.demo')}
          </span>
        )}
      </div>
      <p className="earn-rate dual-rate">
        {plain(product.rate)}%<small>{t('earn.dual.apr')}</small>
      </p>
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.dual.reference')} className="dual-reference">
          {plain(product.exercise_price)} USDT
        </Fact>
        <Fact label={t('earn.term')} className="dual-term">
          <DualTerm product={product} />
        </Fact>
        <Fact label={t('earn.dual.settles')} className="dual-settles">
          {formatSecond(product.settle_time_ts, zone)}
        </Fact>
        <Fact label={t('earn.dual.share')}>
          {plain(product.share)} {product.pay_currency}
        </Fact>
        <Fact label={t('earn.dual.remaining')} className="dual-remaining">
          {product.remaining_number} / {product.total_number}
        </Fact>
        <Fact label={t('earn.dual.user_limit')}>{t('earn.dual.shares', { n: product.user_limit })}</Fact>
      </dl>
      <div className="earn-actions">
        <span className="earn-cover">{t('earn.reserve_covers', { cover: product.reserve_cover })}</span>
        {action}
      </div>
    </article>
  )
}
