import { Button } from 'antd-mobile'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { useUsableCoupons } from '../queries'
import { boostTerms, couponCovers, inCurrency } from '../rules'
import { useCouponsStrings } from '../strings'
import type { CouponKind, CouponView } from '../types'
import '../picker.css'

export interface CouponPickerProps {
  /**
   * The kind of coupon the order takes: `fee` (the contract sheet, the default), `trial` (the options sheet) or
   * `boost` (the lock-mining sheet).
   */
  kind?: CouponKind
  /** A fee coupon's order: its opening fee (decimal string), or null while it is not known. */
  fee?: string | null
  /** Only coupons in this asset are offered (a lock-mining product's); every one when not given. */
  currency?: string
  /** The chosen coupon, or null for none. */
  value: CouponView | null
  onChange: (coupon: CouponView | null) => void
}

/** The picker's words by kind. */
const WORDS: Record<CouponKind, { label: string; title: string }> = {
  fee: { label: 'coupons.pick_label', title: 'coupons.pick_title' },
  trial: { label: 'coupons.pick_label_trial', title: 'coupons.pick_title_trial' },
  boost: { label: 'coupons.pick_label_boost', title: 'coupons.pick_title_boost' },
}

/** A boost coupon's rate and the most it pays, as the list shows it; nothing for the other kinds. */
function BoostLine({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  const boost = boostTerms(coupon)
  return boost ? <span className="coupon-pick-boost">{t('coupons.boost_terms', { ...boost })}</span> : null
}

/** The chosen coupon in the row: a boost by its terms, another kind by its title and value. */
function Chosen({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  const boost = boostTerms(coupon)
  if (boost) return t('coupons.boost_terms', { ...boost })
  return `${coupon.title} (${formatBalance(coupon.value)} ${coupon.currency})`
}

/**
 * The order sheet's coupon of a kind: a row that opens the caller's usable coupons of that kind (soonest expiry
 * first, in the order's asset when one is named), and what the chosen one pays: up to its value of the fee, or the
 * whole stake of a trial; a boost names its rate and the most it pays, and the sheet shows what it adds to the
 * position. Nothing shows when the caller has none.
 */
export default function CouponPicker({ kind = 'fee', fee = null, currency, value, onChange }: CouponPickerProps) {
  const { t } = useCouponsStrings()
  const usable = inCurrency(useUsableCoupons(kind).data ?? [], currency)
  const [open, setOpen] = useState(false)
  const chosen = value && usable.some((c) => c.id === value.id) ? value : null
  if (usable.length === 0 && !chosen) return null
  const covers = chosen && kind === 'fee' ? couponCovers(chosen.value, fee) : null
  const words = WORDS[kind]
  const pick = (coupon: CouponView | null) => {
    onChange(coupon)
    setOpen(false)
  }
  return (
    <div className="coupon-pick" data-kind={kind}>
      <button type="button" className="coupon-pick-row" onClick={() => setOpen(true)}>
        <span>{t(words.label)}</span>
        <span className="coupon-pick-chosen">
          {chosen ? <Chosen coupon={chosen} /> : t('coupons.pick_count', { count: usable.length })}
        </span>
      </button>
      {chosen && covers && (
        <p className="coupon-pick-covers num">
          {t('coupons.covers', { amount: formatBalance(covers.covered), currency: chosen.currency })}
        </p>
      )}
      {chosen && kind === 'trial' && (
        <p className="coupon-pick-covers coupon-pick-trial num">
          {t('coupons.trial_stake', { amount: formatBalance(chosen.value), currency: chosen.currency })}
        </p>
      )}
      <Sheet visible={open} title={t(words.title)} onClose={() => setOpen(false)}>
        <div className="coupon-pick-sheet">
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
                  <BoostLine coupon={coupon} />
                  <span className="coupon-pick-expiry">{t('coupons.expires_at', { time: coupon.expires_at })}</span>
                </button>
              </li>
            ))}
          </ul>
          <Button block fill="outline" className="coupon-pick-none" onClick={() => pick(null)}>
            {t('coupons.pick_none')}
          </Button>
        </div>
      </Sheet>
    </div>
  )
}
