import { useTranslation } from '@/lib/i18n'
import type { OtcMerchantView } from '../types'

/** A merchant's name with completed orders, completion rate and rating ("--" before there is anything to count). */
export function MerchantStats({ merchant }: { merchant: OtcMerchantView }) {
  const { t } = useTranslation()
  return (
    <div className="otc-merchant">
      <strong className="otc-merchant-name">{merchant.name}</strong>
      <span className="otc-merchant-stats">
        <span className="otc-completed">{t('otc.completed_orders', { count: merchant.completed })}</span>
        <span className="otc-completion">
          {t('otc.completion_rate')} {merchant.completion_rate ? `${merchant.completion_rate}%` : '--'}
        </span>
        <span className="otc-rating">
          ★ {merchant.rating || '--'}
          {merchant.ratings > 0 && ` (${merchant.ratings})`}
        </span>
      </span>
    </div>
  )
}
