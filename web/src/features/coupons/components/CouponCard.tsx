import { useNow } from '@/hooks/useNow'
import { formatBalance } from '@/lib/amount'
import { useTranslation } from '@/lib/i18n'
import { boostTerms, COUNTDOWN_DAYS, kindKey, timeLeft, usedOnText } from '../rules'
import { COUPON_AVAILABLE, COUPON_USED, type CouponView } from '../types'

/** "Expires in 2 d 3 h" under three days, the date otherwise; read again every minute. */
function Expiry({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  const now = useNow({ tick: 60_000 })
  const left = timeLeft(coupon.expires_at_ts, now)
  if (left && left.days < COUNTDOWN_DAYS) {
    return <span className="coupon-expiry coupon-expiry-soon">{t('coupons.expires_in', { ...left })}</span>
  }
  return <span className="coupon-expiry">{t('coupons.expires_at', { time: coupon.expires_at })}</span>
}

function UsedOn({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  const ref = usedOnText(coupon.used_on)
  const what = ref ? t(ref.key, { id: ref.id }) : coupon.used_on
  return (
    <span className="coupon-used">
      {t('coupons.used', { time: coupon.used_at, what })} ·{' '}
      {t('coupons.covered', { amount: formatBalance(coupon.covered), currency: coupon.currency })}
    </span>
  )
}

/** What the coupon is for: its kind, and under a boost its extra rate a day and the most it pays. */
function KindLine({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  const kind = kindKey(coupon.kind)
  const boost = boostTerms(coupon)
  return (
    <>
      <span className="coupon-kind">{kind ? t(kind) : coupon.kind}</span>
      {boost && <span className="coupon-boost-terms">{t('coupons.boost_terms', { ...boost })}</span>}
    </>
  )
}

/** One coupon: its value, title and kind, and when it expires or what it paid for. */
export function CouponCard({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation()
  return (
    <article className="coupon-card" data-coupon={coupon.id} data-status={coupon.status} data-kind={coupon.kind}>
      <div className="coupon-value">
        <strong className="num">{formatBalance(coupon.value)}</strong>
        <span>{coupon.currency}</span>
      </div>
      <div className="coupon-main">
        <span className="coupon-title">{coupon.title}</span>
        <KindLine coupon={coupon} />
        {coupon.status === COUPON_AVAILABLE && <Expiry coupon={coupon} />}
        {coupon.status === COUPON_USED && <UsedOn coupon={coupon} />}
        {coupon.status !== COUPON_AVAILABLE && coupon.status !== COUPON_USED && (
          <span className="coupon-expiry">{t('coupons.expired_at', { time: coupon.expires_at })}</span>
        )}
      </div>
    </article>
  )
}
