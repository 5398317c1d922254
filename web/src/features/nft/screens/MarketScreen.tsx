import { Badge, Tabs } from 'antd-mobile'
import { AppstoreOutline, SearchOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { NftGrid } from '../components/NftGrid'
import { SeriesCard } from '../components/SeriesCard'
import '../nft.css'
import { useNftCurrencies, useNftList, usePayOrders, useSeriesList } from '../queries'
import { statusByTime, unreadCount } from '../rules'
import { useNftStrings } from '../strings'
import { PAY_AUCTION, PAY_FIXED, type NftListFilters, type NftMediaType, type NftSeries } from '../types'

type MarketTab = 'fixed' | 'auction' | 'box'

const TYPES: readonly NftMediaType[] = ['image', 'gif', 'audio', 'video']

/** The filters of the query: a currency id, a media type and the listed state; absent when not chosen. */
function filtersOf(params: URLSearchParams): { currency?: number; type?: NftMediaType; status?: 0 | 1 } {
  const currency = Number(params.get('currency'))
  const type = params.get('type') as NftMediaType | null
  const status = params.get('status')
  return {
    currency: Number.isInteger(currency) && currency > 0 ? currency : undefined,
    type: type && TYPES.includes(type) ? type : undefined,
    status: status === '1' ? 1 : status === '0' ? 0 : undefined,
  }
}

/** The series under the currency and status filters (a series is listed while it has boxes left). */
function seriesShown(list: readonly NftSeries[], filters: ReturnType<typeof filtersOf>, now: number): NftSeries[] {
  return list.filter((series) => {
    if (filters.currency !== undefined && series.currency_id !== filters.currency) return false
    if (filters.status === undefined) return true
    const open = series.sold < series.total && statusByTime(series.start_ts, series.end_ts, 1, now) !== 0
    return filters.status === 1 ? open : !open
  })
}

function Series({ filters }: { filters: ReturnType<typeof filtersOf> }) {
  const { t } = useTranslation()
  const series = useSeriesList()
  const now = useNow()
  if (series.isPending) return <LoadingView label={t('common.loading')} />
  if (series.isError) {
    return <LoadFailedView onRetry={() => void series.refetch()} />
  }
  const shown = seriesShown(series.data ?? [], filters, now)
  if (shown.length === 0) return <StateView icon={<AppstoreOutline />} title={t('nft.no_series')} />
  return (
    <ul className="nft-series-list">
      {shown.map((s) => (
        <li key={s.id}>
          <SeriesCard series={s} now={now} />
        </li>
      ))}
    </ul>
  )
}

function Artworks({ filters }: { filters: NftListFilters }) {
  const { t } = useTranslation()
  const list = useNftList(filters)
  return <NftGrid query={list} empty={<StateView icon={<AppstoreOutline />} title={t('nft.no_artworks')} />} />
}

/** The links to the caller's own pages, with the count of won auctions not yet read. */
function MyLinks() {
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  const orders = usePayOrders()
  const unread = loggedIn ? unreadCount(orders.data ?? []) : 0
  return (
    <nav className="nft-links" aria-label={t('nft.my_area')}>
      <Link to={ROUTES.nftArtist}>{t('nft.artists')}</Link>
      <Link to={ROUTES.nftArtwork}>{t('nft.artworks')}</Link>
      <Link to={ROUTES.nftMy} className="nft-link-my">
        <Badge content={unread > 0 ? unread : null}>{t('nft.my_nfts')}</Badge>
      </Link>
      <Link to={ROUTES.nftMine}>{t('nft.my_bids')}</Link>
      <Link to={ROUTES.nftCollection}>{t('nft.collection')}</Link>
    </nav>
  )
}

/**
 * The NFT market (`?tab=auction|box`, `currency`, `type`, `status`): fixed-price artworks, auctions and blind-box
 * series, filtered by currency, media type and whether they are listed.
 */
export function MarketScreen() {
  const { t } = useNftStrings()
  const currencies = useNftCurrencies()
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const tab: MarketTab = raw === 'auction' || raw === 'box' ? raw : 'fixed'
  const filters = filtersOf(params)
  const change = (name: string, value: string) => {
    const next = Object.fromEntries(params.entries())
    if (value) next[name] = value
    else delete next[name]
    if (next.tab === 'fixed') delete next.tab
    setParams(next, { replace: true })
  }
  return (
    <Page
      title={t('nft.title')}
      right={
        <Link to={ROUTES.nftSearch} className="nft-nav-icon" aria-label={t('nft.search')}>
          <SearchOutline />
        </Link>
      }
    >
      <div className="nft">
        <MyLinks />
        <Tabs activeKey={tab} onChange={(key) => change('tab', key)}>
          <Tabs.Tab key="fixed" title={t('nft.tab_fixed')} />
          <Tabs.Tab key="auction" title={t('nft.tab_auction')} />
          <Tabs.Tab key="box" title={t('nft.tab_box')} />
        </Tabs>
        <div className="nft-filters">
          <select
            aria-label={t('nft.filter_currency')}
            value={filters.currency ?? ''}
            onChange={(event) => change('currency', event.target.value)}
          >
            <option value="">{t('nft.all_currencies')}</option>
            {(currencies.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {tab !== 'box' && (
            <select
              aria-label={t('nft.filter_type')}
              value={filters.type ?? ''}
              onChange={(event) => change('type', event.target.value)}
            >
              <option value="">{t('nft.all_types')}</option>
              <option value="image">{t('nft.type_image')}</option>
              <option value="gif">{t('nft.type_gif')}</option>
              <option value="audio">{t('nft.type_audio')}</option>
              <option value="video">{t('nft.type_video')}</option>
            </select>
          )}
          <select
            aria-label={t('nft.filter_status')}
            value={filters.status ?? ''}
            onChange={(event) => change('status', event.target.value)}
          >
            <option value="">{t('nft.all_states')}</option>
            <option value="1">{t('nft.listed')}</option>
            <option value="0">{t('nft.not_listed')}</option>
          </select>
        </div>
        {tab === 'box' ? (
          <Series filters={filters} />
        ) : (
          <Artworks key={tab} filters={{ ...filters, pay_type: tab === 'auction' ? PAY_AUCTION : PAY_FIXED }} />
        )}
      </div>
    </Page>
  )
}
