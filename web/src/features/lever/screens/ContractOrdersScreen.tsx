import { Tabs } from 'antd-mobile'
import { FileOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import '@/components/trade/trade.css'
import { changeTone, findPair, markOf, useQuotation } from '@/features/market'
import { formatSigned } from '@/lib/amount'
import { RiskRateHelp } from '../components/RiskRateHelp'
import { TxRow } from '../components/TxRow'
import '../lever.css'
import { riskRateText } from '../positions'
import { useLeverFeed, useLeverHistory } from '../queries'
import { HISTORY_TABS, type HistoryTab } from '../types'

const TAB_KEYS: Record<HistoryTab, string> = {
  holding: 'lever.tab_holding',
  closed: 'lever.tab_closed',
  entrusts: 'lever.tab_entrusts',
  all: 'lever.tab_all',
}

const EMPTY_KEYS: Record<HistoryTab, string> = {
  holding: 'lever.no_positions',
  closed: 'lever.no_closed',
  entrusts: 'lever.no_entrusts',
  all: 'lever.no_history',
}

function isTab(value: string | null): value is HistoryTab {
  return (HISTORY_TABS as readonly string[]).includes(value ?? '')
}

/** The user's contract history: holdings (profit at the live price), closed ones with their evidence, entrusts, all. */
export function ContractOrdersScreen() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: HistoryTab = isTab(requested) ? requested : 'holding'
  const history = useLeverHistory(tab)
  const { data: quotes } = useQuotation()
  useLeverFeed(true)
  const totals = history.data?.pages[0]?.totals ?? null
  const total = totals?.profits_total ?? ''
  // The holding tab lists every open position: once all are loaded, their liquidation rates are the account's.
  const holding = tab === 'holding' && !history.hasNextPage ? history.items : []
  return (
    <Page title={t('lever.orders_title')}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {HISTORY_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(TAB_KEYS[key])} />
        ))}
      </Tabs>
      {totals && (
        <div className="lever-totals">
          <dl className="lever-summary num">
            <div>
              <dt className="lever-risk-label">
                <span>{t('lever.risk_rate')}</span>
                <RiskRateHelp rate={totals} positions={holding} />
              </dt>
              <dd className="lever-risk">{riskRateText(totals)}</dd>
            </div>
            <div>
              <dt>{t('lever.total_pnl')}</dt>
              <dd className={changeTone(total)}>{total ? formatSigned(total) : '--'}</dd>
            </div>
          </dl>
        </div>
      )}
      <div className="orders-list">
        <PagedList
          key={tab}
          query={history}
          rowKey={(tx) => tx.id}
          empty={<StateView icon={<FileOutline />} title={t(EMPTY_KEYS[tab])} />}
          renderItem={(tx) => <TxRow tx={tx} mark={markOf(findPair(quotes, Number(tx.currency), Number(tx.legal)))} />}
        />
      </div>
    </Page>
  )
}
