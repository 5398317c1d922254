import { Page } from '@/components/Page'
import { QueryView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { BuyForm } from '../components/BuyForm'
import { useQuickBuyConfig } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'

/** Quick buy: coins for fiat by bank transfer, card or wallet, at a quoted price. */
export function QuickBuyScreen() {
  const { t } = useQuickBuyStrings()
  const config = useQuickBuyConfig()
  return (
    <Page
      title={t('quickbuy.title')}
      right={
        <Link to={ROUTES.quickbuyOrders} className="qb-nav-link">
          {t('quickbuy.orders')}
        </Link>
      }
    >
      <div className="quickbuy">
        <QueryView query={config}>{(data) => <BuyForm config={data} />}</QueryView>
      </div>
    </Page>
  )
}
