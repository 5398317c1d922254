import { LockOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { ProductCard } from '../components/ProductCard'
import '../earn.css'
import { useLockProducts } from '../queries'
import { useEarnStrings } from '../strings'

/** The lock-mining products on sale, each with today's rate and its published terms. */
export function LockProductsScreen() {
  const { t } = useEarnStrings()
  const loggedIn = useSession(selectIsLoggedIn)
  const products = useLockProducts()
  const list = products.data ?? []
  return (
    <Page
      title={t('earn.lock_title')}
      right={
        <Link className="earn-nav-link" to={ROUTES.lockmingWelcome}>
          {t('earn.rules')}
        </Link>
      }
    >
      {products.isPending ? (
        <LoadingView label={t('common.loading')} />
      ) : products.isError ? (
        <LoadFailedView onRetry={() => void products.refetch()} />
      ) : list.length === 0 ? (
        <StateView icon={<LockOutline />} title={t('earn.none_on_sale')} />
      ) : (
        <div className="earn">
          {loggedIn && (
            <div className="earn-links">
              <Link to={ROUTES.lockmingOrders}>{t('earn.my_positions')}</Link>
            </div>
          )}
          {list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </Page>
  )
}
