import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import { otcTabs, type OtcTab } from '../lib/access'
import { useRole } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { Merchants } from './otc/Merchants'
import { Orders } from './otc/Orders'

const TABS: Record<OtcTab, { label: TextKey; render: () => ReactNode }> = {
  merchants: { label: 'otc.tab_merchants', render: () => <Merchants /> },
  orders: { label: 'otc.tab_orders', render: () => <Orders /> },
}

/**
 * P2P trading: merchant applications (compliance) and orders with their disputes (support and compliance). A dispute
 * ends only by releasing the escrow to the buyer or returning it to the seller; the server audits every decision.
 */
export default function Otc() {
  const { t } = useI18n()
  const role = useRole()
  return <Tabs items={otcTabs(role).map((key) => ({ key, label: t(TABS[key].label), children: TABS[key].render() }))} />
}
