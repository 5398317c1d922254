import { PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import { SearchOutline, StarOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { QuoteList } from '../components/QuoteList'
import '../market.css'
import { useFavouriteIds, useQuotation } from '../queries'
import { allQuotes, quotesForTab, type QuoteTab } from '../quotes'

const TABS: QuoteTab[] = ['favourites', 'crypto', 'stock']

function isTab(value: string | null): value is QuoteTab {
  return TABS.includes(value as QuoteTab)
}

/** The Markets tab: favourites, crypto pairs and stock indices with live prices. */
export function MarketScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const loggedIn = useSession(selectIsLoggedIn)
  const { data, isPending, isError, refetch } = useQuotation()
  const favourites = useFavouriteIds()
  const requested = params.get('tab')
  const tab: QuoteTab = isTab(requested) ? requested : 'crypto'
  const items = quotesForTab(allQuotes(data), tab, favourites)

  let empty
  if (tab === 'favourites') {
    empty = loggedIn ? (
      <StateView icon={<StarOutline />} title={t('quotes.favourites_empty')} text={t('quotes.favourites_empty_text')} />
    ) : (
      <StateView
        icon={<StarOutline />}
        title={t('quotes.favourites_guest')}
        action={{ label: t('common.login'), onClick: () => void navigate(ROUTES.login) }}
      />
    )
  } else {
    empty = <StateView title={t('quotes.empty_title')} />
  }

  let body
  if (isPending) body = <Skeleton.Paragraph className="quote-skeleton" lineCount={8} animated />
  else if (isError && !data) {
    body = (
      <StateView title={t('quotes.load_failed')} action={{ label: t('common.retry'), onClick: () => void refetch() }} />
    )
  } else body = <QuoteList items={items} favourites={favourites} empty={empty} />

  return (
    <Page
      title={t('market.title')}
      back={false}
      right={
        <Link className="nav-icon" to={ROUTES.marketSearch} aria-label={t('quotes.search_title')}>
          <SearchOutline />
        </Link>
      }
    >
      <Tabs className="quote-tabs" activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="favourites" title={t('quotes.tab_favourites')} />
        <Tabs.Tab key="crypto" title={t('quotes.tab_crypto')} />
        <Tabs.Tab key="stock" title={t('quotes.tab_stocks')} />
      </Tabs>
      {tab === 'stock' && <p className="quote-note">{t('quotes.stocks_note')}</p>}
      <PullToRefresh onRefresh={async () => void (await refetch())}>{body}</PullToRefresh>
    </Page>
  )
}
