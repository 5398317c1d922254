import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { fiatText, coinText, type TradeTab } from '../rules'
import type { OtcAdView } from '../types'
import { MerchantStats } from './MerchantStats'
import { Methods } from './Methods'

/** One ad as the market lists it: the merchant's record, the price, what is left, the limits and the methods. */
export function AdCard({ ad, tab, onTake }: { ad: OtcAdView; tab: TradeTab; onTake: (ad: OtcAdView) => void }) {
  const { t } = useTranslation()
  return (
    <article className="ui-card otc-card otc-ad" data-ad={ad.id}>
      <MerchantStats merchant={ad.merchant} />
      <div className="otc-ad-body">
        <div className="otc-ad-terms">
          <p className="otc-price">
            <span className="otc-price-value">{fiatText(ad.price)}</span> <small>{ad.fiat}</small>
          </p>
          <p className="otc-line">
            <span>{t('otc.remaining')}</span>{' '}
            <span className="otc-remaining">
              {coinText(ad.remaining)} {ad.currency_name}
            </span>
          </p>
          <p className="otc-line">
            <span>{t('otc.limits')}</span>{' '}
            <span className="otc-limits">
              {fiatText(ad.min)} – {fiatText(ad.max)} {ad.fiat}
            </span>
          </p>
          <Methods methods={ad.methods} />
        </div>
        <Button
          size="small"
          color={tab === 'buy' ? 'success' : 'danger'}
          className="otc-take"
          onClick={() => onTake(ad)}
        >
          {t(tab === 'buy' ? 'otc.buy_coin' : 'otc.sell_coin', { currency: ad.currency_name })}
        </Button>
      </div>
    </article>
  )
}
