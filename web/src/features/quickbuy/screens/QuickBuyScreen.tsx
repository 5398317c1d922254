import { CloseCircleOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { BuyForm } from '../components/BuyForm'
import { useQuickBuyConfig } from '../queries'
import '../quickbuy.css'
import { useQuickBuyStrings } from '../strings'

/** Quick buy: coins for fiat by bank transfer, card or wallet, at a quoted price. */
export function QuickBuyScreen() {
  useQuickBuyStrings()
  const { t } = useTranslation()
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
        {config.data ? (
          <BuyForm config={config.data} />
        ) : config.isError ? (
          <StateView
            icon={<CloseCircleOutline />}
            title={t('content.load_failed')}
            action={{ label: t('common.retry'), onClick: () => void config.refetch() }}
          />
        ) : (
          <LoadingView label={t('common.loading')} />
        )}
      </div>
    </Page>
  )
}
