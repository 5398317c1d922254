import type { ReactNode } from 'react'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'

interface OfferPageProps<T> {
  title: string
  /** The link at the top right, to the user's own orders. */
  orders: { to: string; label: string }
  /** The read of the one offer the page is about (`?id=`). */
  offer: { data: T | undefined; isPending: boolean; fetchStatus: string }
  /** What the page says when there is no such offer. */
  missing: { icon: ReactNode; title: string }
  /** The offer itself, once read. */
  children: (offer: T) => ReactNode
}

/** The page of one offer (a dual product, an IEO project): loading, the offer, or that there is none. */
export function OfferPage<T>({ title, orders, offer, missing, children }: OfferPageProps<T>) {
  const { t } = useTranslation()
  const data = offer.data
  return (
    <Page
      title={title}
      right={
        <Link className="earn-nav-link" to={orders.to}>
          {orders.label}
        </Link>
      }
    >
      {offer.isPending && offer.fetchStatus !== 'idle' ? (
        <LoadingView label={t('common.loading')} />
      ) : data ? (
        <div className="earn">{children(data)}</div>
      ) : (
        <StateView icon={missing.icon} title={missing.title} />
      )}
    </Page>
  )
}
