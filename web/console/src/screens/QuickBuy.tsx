import { Tabs } from 'antd'
import { useI18n } from '../lib/i18n'
import { Countries } from './quickbuy/Countries'
import { Orders } from './quickbuy/Orders'
import { Reserve } from './quickbuy/Reserve'

/**
 * Quick buy (finance): bank orders to confirm once the transfer arrived or to reject, the countries offered with
 * their rates, limits and receiving accounts, and the reserve the coins are paid from. The server audits each change.
 */
export default function QuickBuy() {
  const { t } = useI18n()
  return (
    <Tabs
      items={[
        { key: 'orders', label: t('quickbuy.tab_orders'), children: <Orders /> },
        { key: 'countries', label: t('quickbuy.tab_countries'), children: <Countries /> },
        { key: 'reserve', label: t('quickbuy.tab_reserve'), children: <Reserve /> },
      ]}
    />
  )
}
