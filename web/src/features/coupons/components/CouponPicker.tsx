import { Button } from 'antd-mobile'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { useUsableCoupons } from '../queries'
import { couponCovers } from '../rules'
import { useCouponsStrings } from '../strings'
import type { CouponView } from '../types'
import '../picker.css'

export interface CouponPickerProps {
  /** The order's opening fee (decimal string), or null while it is not known. */
  fee: string | null
  /** The chosen coupon, or null for none. */
  value: CouponView | null
  onChange: (coupon: CouponView | null) => void
}

/**
 * The order sheet's fee coupon: a row that opens the caller's usable fee coupons (soonest expiry first), and what the
 * chosen one pays of the fee. Nothing shows when the caller has none.
 */
export default function CouponPicker({ fee, value, onChange }: CouponPickerProps) {
  useCouponsStrings()
  const { t } = useTranslation()
  const usable = useUsableCoupons('fee').data ?? []
  const [open, setOpen] = useState(false)
  const chosen = value && usable.some((c) => c.id === value.id) ? value : null
  if (usable.length === 0 && !chosen) return null
  const covers = chosen ? couponCovers(chosen.value, fee) : null
  const pick = (coupon: CouponView | null) => {
    onChange(coupon)
    setOpen(false)
  }
  return (
    <div className="coupon-pick">
      <button type="button" className="coupon-pick-row" onClick={() => setOpen(true)}>
        <span>{t('coupons.pick_label')}</span>
        <span className="coupon-pick-chosen">
          {chosen
            ? `${chosen.title} (${formatBalance(chosen.value)} ${chosen.currency})`
            : t('coupons.pick_count', { count: usable.length })}
        </span>
      </button>
      {chosen && covers && (
        <p className="coupon-pick-covers num">
          {t('coupons.covers', { amount: formatBalance(covers.covered), currency: chosen.currency })}
        </p>
      )}
      <Sheet visible={open} title={t('coupons.pick_title')} onClose={() => setOpen(false)}>
        <ul className="coupon-pick-list">
          {usable.map((coupon) => (
            <li key={coupon.id}>
              <button
                type="button"
                className={chosen?.id === coupon.id ? 'coupon-pick-option active' : 'coupon-pick-option'}
                aria-pressed={chosen?.id === coupon.id}
                data-coupon={coupon.id}
                onClick={() => pick(coupon)}
              >
                <strong className="num">
                  {formatBalance(coupon.value)} {coupon.currency}
                </strong>
                <span>{coupon.title}</span>
                <span className="coupon-pick-expiry">{t('coupons.expires_at', { time: coupon.expires_at })}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button block fill="outline" className="coupon-pick-none" onClick={() => pick(null)}>
          {t('coupons.pick_none')}
        </Button>
      </Sheet>
    </div>
  )
}
