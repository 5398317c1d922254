import { Badge, Tabs } from 'antd-mobile'
import { AppstoreOutline, PayCircleOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { OwnedRow } from '../components/OwnedRow'
import { PayOrderRow } from '../components/PayOrderRow'
import '../nft.css'
import { useMyNfts, useNftRules, usePayOrders } from '../queries'
import { unreadCount } from '../rules'
import { useNftStrings } from '../strings'

type MyTab = 'owned' | 'pay'

function Owned() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mine = useMyNfts()
  if (mine.isPending) return <LoadingView label={t('common.loading')} />
  if (mine.isError) return <LoadFailedView onRetry={() => void mine.refetch()} />
  const rows = mine.data ?? []
  if (rows.length === 0) {
    return (
      <StateView
        icon={<AppstoreOutline />}
        title={t('nft.no_owned')}
        action={{ label: t('nft.browse'), onClick: () => void navigate(ROUTES.nft) }}
      />
    )
  }
  return (
    <ul className="nft-rows">
      {rows.map((row) => (
        <li key={row.code}>
          <OwnedRow row={row} />
        </li>
      ))}
    </ul>
  )
}

function ToPay() {
  const { t } = useTranslation()
  const orders = usePayOrders()
  const rules = useNftRules()
  const now = useNow()
  if (orders.isPending) return <LoadingView label={t('common.loading')} />
  if (orders.isError) return <LoadFailedView onRetry={() => void orders.refetch()} />
  const rows = orders.data ?? []
  const hours = rules.data?.pay_hours ?? 24
  return (
    <>
      <p className="nft-note nft-pay-rule">{t('nft.pay_rule', { hours, count: hours })}</p>
      {rows.length === 0 ? (
        <StateView icon={<PayCircleOutline />} title={t('nft.no_orders')} />
      ) : (
        <ul className="nft-rows">
          {rows.map((order) => (
            <li key={order.id}>
              <PayOrderRow order={order} now={now} hours={hours} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The caller's artworks and boxes with their resale state, and the auctions they won to pay (`?tab=pay`). */
export function MyNftScreen() {
  const { t } = useNftStrings()
  const [params, setParams] = useSearchParams()
  const tab: MyTab = params.get('tab') === 'pay' ? 'pay' : 'owned'
  const orders = usePayOrders()
  const unread = unreadCount(orders.data ?? [])
  return (
    <Page title={t('nft.my_nfts')}>
      <Tabs activeKey={tab} onChange={(key) => setParams(key === 'pay' ? { tab: 'pay' } : {}, { replace: true })}>
        <Tabs.Tab key="owned" title={t('nft.tab_owned')} />
        <Tabs.Tab
          key="pay"
          title={
            <Badge content={unread > 0 ? <span className="nft-unread">{unread}</span> : null}>
              <span className="nft-tab-pay">{t('nft.tab_pay')}</span>
            </Badge>
          }
        />
      </Tabs>
      <div className="nft">{tab === 'pay' ? <ToPay /> : <Owned />}</div>
    </Page>
  )
}
