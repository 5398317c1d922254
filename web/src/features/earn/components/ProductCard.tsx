import { Button } from 'antd-mobile'
import { CoinIcon } from '@/components/CoinIcon'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { percent, plain, rateRange } from '../lockming'
import type { LockProduct } from '../types'

/** One lock-mining product (with a stake button unless `stake` is false): today's rate, its published range, term, minimum, penalty, what remains and the cover. */
export function ProductCard({ product, stake = true }: { product: LockProduct; stake?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <article className="ui-card earn-card product-card" data-product={product.id}>
      <div className="earn-card-head">
        <CoinIcon symbol={product.currency_name} size={32} />
        <h3 className="earn-card-title">
          {product.currency_name} · {t('earn.days', { days: product.day })}
        </h3>
        {stake && (
          <Button size="small" color="primary" onClick={() => void navigate(`${ROUTES.lockmingBuy}?id=${product.id}`)}>
            {t('earn.stake')}
          </Button>
        )}
      </div>
      {product.name && <p className="earn-card-line">{product.name}</p>}
      <p className="earn-rate">
        {percent(product.interest_rate)}
        <small>{t('earn.rate_today')}</small>
      </p>
      <dl className="ui-facts earn-facts">
        <Fact label={t('earn.rate_range')}>{rateRange(product)}</Fact>
        <Fact label={t('earn.rate_tomorrow')}>
          {product.next_interest_rate ? percent(product.next_interest_rate) : '--'}
        </Fact>
        <Fact label={t('earn.term')}>{t('earn.days', { days: product.day })}</Fact>
        <Fact label={t('earn.minimum')}>
          {plain(product.save_min)} {product.currency_name}
        </Fact>
        <Fact label={t('earn.penalty_ratio')}>
          {t('earn.per_remaining_day', { ratio: percent(product.cancel_rate) })}
        </Fact>
        <Fact label={t('earn.remaining')}>
          {plain(product.remaining)} {product.currency_name}
        </Fact>
      </dl>
      <span className="earn-cover">{t('earn.reserve_covers', { cover: product.reserve_cover })}</span>
    </article>
  )
}
