import { Tabs } from 'antd-mobile'
import { UserOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { Fact } from '@/components/Fact'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { FollowAction } from '../components/FollowAction'
import { Profit } from '../components/Profit'
import { TraderAvatar } from '../components/TraderAvatar'
import '../copytrade.css'
import { rateText } from '../copy'
import { useCopyFeed, useTraders } from '../queries'
import { useCopyStrings } from '../strings'
import { useTraderName } from '../useTraderName'
import { SORTS, type Sort, type TraderRow } from '../types'

const SORT_KEYS: Record<Sort, string> = {
  profit: 'copytrade.sort_profit',
  rate: 'copytrade.sort_rate',
  followers: 'copytrade.sort_followers',
}

function isSort(value: string | null): value is Sort {
  return (SORTS as readonly string[]).includes(value ?? '')
}

/** One trader: avatar and name to the profile, the figures from closed positions, and follow. */
function TraderCard({ trader }: { trader: TraderRow }) {
  const { t } = useTranslation()
  const name = useTraderName()
  return (
    <article className="ui-card copy-card copy-trader" data-trader={trader.id}>
      <div className="copy-trader-head">
        <Link to={`${ROUTES.copytradeTrader}?id=${trader.id}`} className="copy-trader-name">
          <TraderAvatar src={trader.head_portrait} />
          <strong>{name(trader.nickname, trader.id)}</strong>
        </Link>
        <FollowAction traderId={trader.id} followed={trader.is_followed === 1} />
      </div>
      <dl className="copy-figures">
        <Fact label={t('copytrade.total_profit')}>
          <Profit value={trader.total_profits} className="copy-total" />
        </Fact>
        <Fact label={t('copytrade.win_rate')} className="num">
          {rateText(trader.correct_rate)}
        </Fact>
        <Fact label={t('copytrade.closed')} className="num">
          {trader.closed_count}
        </Fact>
        <Fact label={t('copytrade.followers')} className="num">
          {trader.follow_num}
        </Fact>
      </dl>
    </article>
  )
}

/** The leaderboard (`?sort=profit|rate|followers`): traders with figures computed from their closed positions. */
export function LeaderboardScreen() {
  useCopyStrings()
  useCopyFeed()
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const loggedIn = useSession(selectIsLoggedIn)
  const raw = params.get('sort')
  const sort: Sort = isSort(raw) ? raw : 'profit'
  const traders = useTraders(sort)
  return (
    <Page
      title={t('copytrade.title')}
      right={
        loggedIn && (
          <Link to={ROUTES.copytradeMy} className="copy-header-link">
            {t('copytrade.my_title')}
          </Link>
        )
      }
    >
      <Tabs activeKey={sort} onChange={(key) => setParams({ sort: key }, { replace: true })}>
        {SORTS.map((key) => (
          <Tabs.Tab key={key} title={t(SORT_KEYS[key])} />
        ))}
      </Tabs>
      <p className="copy-note copy-intro">{t('copytrade.intro')}</p>
      <PagedList
        query={traders}
        rowKey={(trader) => trader.id}
        renderItem={(trader) => <TraderCard trader={trader} />}
        empty={<StateView icon={<UserOutline />} title={t('copytrade.no_traders')} />}
      />
    </Page>
  )
}
