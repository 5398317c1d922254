import { Skeleton } from 'antd-mobile'
import { SearchOutline, StarOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { PullToRefresh } from '@/components/PullToRefresh'
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

const TAB_TITLES: Record<QuoteTab, string> = {
  favourites: 'quotes.tab_favourites',
  crypto: 'quotes.tab_crypto',
  stock: 'quotes.tab_stocks',
}

/**
 * The three quote lists' tabs, drawn as antd-mobile's Tabs are (market.css) without its sliding line, whose
 * animation library the markets page would download for it alone.
 */
function QuoteTabs({ active, onChange }: { active: QuoteTab; onChange: (tab: QuoteTab) => void }) {
  const { t } = useTranslation()
  return (
    <div className="quote-tabs" role="tablist">
      {TABS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === active}
          className={key === active ? 'quote-tab active' : 'quote-tab'}
          onClick={() => onChange(key)}
        >
          <span className="quote-tab-title">{t(TAB_TITLES[key])}</span>
        </button>
      ))}
    </div>
  )
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
      <QuoteTabs active={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} />
      {tab === 'stock' && <p className="quote-note">{t('quotes.stocks_note')}</p>}
      <PullToRefresh onRefresh={refetch}>{body}</PullToRefresh>
    </Page>
  )
}
