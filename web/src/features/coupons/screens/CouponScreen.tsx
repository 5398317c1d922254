import { Button, Input, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { GiftOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { toast } from '@/lib/toast'
import { CouponCard } from '../components/CouponCard'
import { useClaimCoupon, useCoupons } from '../queries'
import { claimCodeOk } from '../rules'
import { useCouponsStrings } from '../strings'
import { COUPON_AVAILABLE, COUPON_EXPIRED, COUPON_USED, type CouponStatus } from '../types'
import '../coupons.css'

const TABS: { key: string; status: CouponStatus }[] = [
  { key: 'available', status: COUPON_AVAILABLE },
  { key: 'used', status: COUPON_USED },
  { key: 'expired', status: COUPON_EXPIRED },
]

function ClaimBox({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation()
  const claiming = useClaimCoupon()
  const [code, setCode] = useState('')
  const claim = () => {
    if (!claimCodeOk(code) || claiming.isPending) return
    claiming.mutate(code, {
      onSuccess: (coupon) => {
        setCode('')
        toast.success(t('coupons.claimed', { title: coupon?.title ?? '' }))
        onClaimed()
      },
    })
  }
  return (
    <section className="card coupon-claim">
      <div className="ui-input coupon-claim-input">
        <Input
          name="coupon_code"
          maxLength={32}
          placeholder={t('coupons.code_placeholder')}
          value={code}
          onChange={setCode}
          onEnterPress={claim}
        />
      </div>
      <Button
        color="primary"
        size="small"
        className="coupon-claim-button"
        disabled={!claimCodeOk(code)}
        loading={claiming.isPending}
        onClick={claim}
      >
        {t('coupons.claim')}
      </Button>
    </section>
  )
}

function CouponList({ status }: { status: CouponStatus }) {
  const { t } = useTranslation()
  const list = useCoupons(status)
  return (
    <PagedList
      query={list}
      rowKey={(row) => row.id}
      renderItem={(row) => <CouponCard coupon={row} />}
      empty={<StateView icon={<GiftOutline />} title={t(`coupons.empty_${status}`)} />}
    />
  )
}

/** The caller's coupons by status, and a box to claim one by its code. */
export function CouponScreen() {
  const { t } = useCouponsStrings()
  const [params, setParams] = useSearchParams()
  const active = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS[0]
  const choose = (key: string) => setParams({ tab: key }, { replace: true })
  return (
    <Page title={t('coupons.title')}>
      <div className="coupons">
        <ClaimBox onClaimed={() => choose('available')} />
        <Tabs activeKey={active.key} onChange={choose}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.key} title={t(`coupons.tab_${tab.key}`)} />
          ))}
        </Tabs>
        <CouponList key={active.key} status={active.status} />
        <p className="coupons-note">{t('coupons.note')}</p>
        <p className="coupons-note">{t('coupons.note_trial')}</p>
        <p className="coupons-note">{t('coupons.note_boost')}</p>
      </div>
    </Page>
  )
}
