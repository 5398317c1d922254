import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import { couponTabs, type CouponTab } from '../lib/access'
import { useRole } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { Campaigns } from './coupons/Campaigns'
import { Reserve } from './coupons/Reserve'

const TABS: Record<CouponTab, { label: TextKey; render: () => ReactNode }> = {
  campaigns: { label: 'coupons.tab_campaigns', render: () => <Campaigns /> },
  reserve: { label: 'coupons.tab_reserve', render: () => <Reserve /> },
}

/**
 * Coupons: the campaigns (content) — create one, issue a coupon to a user, end it — and the `marketing` reserve the
 * coupons are paid from (finance). The server audits every change and publishes campaigns in the changelog.
 */
export default function Coupons() {
  const { t } = useI18n()
  const role = useRole()
  return (
    <Tabs items={couponTabs(role).map((key) => ({ key, label: t(TABS[key].label), children: TABS[key].render() }))} />
  )
}
