import { useQuery } from '@tanstack/react-query'
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd'
import { can, type Ability } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { useMe } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import type {
  AdminOtcMerchant,
  AdminQuickOrder,
  DepositItem,
  ListPage,
  LoanPage,
  OtcOrder,
  PageOf,
  ReviewItem,
  SupportSummary,
  TraderApplication,
  WithdrawalItem,
} from '../lib/types'

/** The lists answer at most 100 rows a page; a full page is shown as "100+". */
const MAX = 100

interface Tile {
  key: string
  title: TextKey
  ability: Ability
  href: string
  count: () => Promise<number>
  capped: boolean
}

const TILES: Tile[] = [
  {
    key: 'identity',
    title: 'dashboard.reviews',
    ability: 'identity.review',
    href: '#/identity',
    count: async () => (await api.get<ListPage<ReviewItem>>(`${ADMIN}/identity/reviews`, { limit: 1 })).count,
    capped: false,
  },
  {
    key: 'deposits',
    title: 'dashboard.deposits',
    ability: 'funds.decide',
    href: '#/deposits',
    count: async () => (await api.get<DepositItem[]>(`${ADMIN}/deposits`, { limit: MAX })).length,
    capped: true,
  },
  {
    key: 'withdrawals',
    title: 'dashboard.withdrawals',
    ability: 'funds.decide',
    href: '#/withdrawals',
    count: async () => (await api.get<WithdrawalItem[]>(`${ADMIN}/withdrawals`, { limit: MAX })).length,
    capped: true,
  },
  {
    key: 'traders',
    title: 'dashboard.traders',
    ability: 'traders.review',
    href: '#/traders',
    count: async () => (await api.get<TraderApplication[]>(`${ADMIN}/follow/applications`)).length,
    capped: false,
  },
  {
    key: 'loans',
    title: 'dashboard.loans',
    ability: 'loans.manage',
    href: '#/loans',
    count: async () => (await api.get<LoanPage>(`${ADMIN}/loans`, { status: 0, page: 1, limit: 1 })).total,
    capped: false,
  },
  {
    key: 'otc_merchants',
    title: 'dashboard.otc_merchants',
    ability: 'otc.merchants',
    href: '#/otc',
    count: async () =>
      (await api.post<PageOf<AdminOtcMerchant>>(`${ADMIN}/otc/merchants`, { status: 0, page: 1, limit: 1 })).total,
    capped: false,
  },
  {
    key: 'otc_disputes',
    title: 'dashboard.otc_disputes',
    ability: 'otc.disputes',
    href: '#/otc',
    count: async () =>
      (await api.post<PageOf<OtcOrder>>(`${ADMIN}/otc/orders`, { status: 2, page: 1, limit: 1 })).total,
    capped: false,
  },
  {
    key: 'support',
    title: 'dashboard.support',
    ability: 'support.reply',
    href: '#/support',
    // Open conversations with unread user messages come first, so the first page holds them all up to its size.
    count: async () =>
      (
        await api.post<PageOf<SupportSummary>>(`${ADMIN}/support/conversations`, { status: 0, page: 1, limit: MAX })
      ).data.filter((row) => row.unread > 0).length,
    capped: true,
  },
  {
    key: 'quickbuy',
    title: 'dashboard.quickbuy',
    ability: 'quickbuy.manage',
    href: '#/quickbuy',
    count: async () =>
      (await api.post<PageOf<AdminQuickOrder>>(`${ADMIN}/quickbuy/orders`, { status: 1, page: 1, limit: 1 })).total,
    capped: false,
  },
]

function CountTile({ tile }: { tile: Tile }) {
  const { t } = useI18n()
  const count = useQuery({ queryKey: ['dashboard', tile.key], queryFn: tile.count })
  const value = count.data === undefined ? '–' : tile.capped && count.data >= MAX ? `${MAX}+` : count.data
  return (
    <Card hoverable className="dashboard-tile">
      <a href={tile.href} className="dashboard-link" data-tile={tile.key}>
        <Statistic title={t(tile.title)} value={value} loading={count.isLoading} />
        {count.isError && <Typography.Text type="danger">{count.error.message}</Typography.Text>}
        <Typography.Text type="secondary">{t('dashboard.open')} →</Typography.Text>
      </a>
    </Card>
  )
}

export default function Dashboard() {
  const { t } = useI18n()
  const role = useMe().data?.role
  const tiles = TILES.filter((tile) => can(role, tile.ability))
  return (
    <>
      <Typography.Paragraph type="secondary">{t('dashboard.intro')}</Typography.Paragraph>
      {tiles.length === 0 ? (
        <Alert type="info" showIcon title={t('dashboard.nothing')} />
      ) : (
        <Row gutter={[16, 16]}>
          {tiles.map((tile) => (
            <Col key={tile.key} xs={24} sm={12} xl={6}>
              <CountTile tile={tile} />
            </Col>
          ))}
        </Row>
      )}
    </>
  )
}
