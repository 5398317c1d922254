import { Tabs, Tag } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { formatBalance } from '@/lib/amount'
import { WithdrawalChain } from '../components/WithdrawalChain'
import { useDeposits, useWithdrawals } from '../lists'
import '../wallet.css'

const STATUS_COLOR: Record<number, 'warning' | 'success' | 'danger'> = { 1: 'warning', 2: 'success', 3: 'danger' }

/** Deposits and withdrawals with their states; a rejection shows its reason, and a withdrawal paid from the hot
 * address where its payment stands on chain. */
export function RecordsScreen() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'deposits' ? 'deposits' : 'withdrawals'
  const withdrawals = useWithdrawals()
  const deposits = useDeposits()
  const empty = <StateView title={t('fund.no_records')} />
  return (
    <Page title={t('fund.records')}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="withdrawals" title={t('fund.withdrawals')} />
        <Tabs.Tab key="deposits" title={t('fund.deposits')} />
      </Tabs>
      {tab === 'withdrawals' ? (
        <PagedList
          query={withdrawals}
          rowKey={(w) => w.id}
          empty={empty}
          renderItem={(w) => (
            <div className="record-row">
              <div>
                <strong>
                  {formatBalance(w.number)} {w.name}
                </strong>{' '}
                <Tag color={STATUS_COLOR[w.status]}>{w.status_text}</Tag>
              </div>
              <WithdrawalChain chain={w.chain} />
              <div className="assets-row-frozen">
                {w.network} {w.address}
              </div>
              <div className="assets-row-frozen">
                {t('fund.fee_paid', { fee: formatBalance(w.fee) })} · {w.create_time}
              </div>
              {w.tx_hash && (
                <div className="assets-row-frozen address-line">{t('fund.tx_hash', { hash: w.tx_hash })}</div>
              )}
              {w.notes && <div className="value-down">{w.notes}</div>}
            </div>
          )}
        />
      ) : (
        <PagedList
          query={deposits}
          rowKey={(d) => d.id}
          empty={empty}
          renderItem={(d) => (
            <div className="record-row">
              <div>
                <strong>
                  {formatBalance(d.amount)} {d.name}
                </strong>{' '}
                <Tag color={STATUS_COLOR[d.status]}>{d.status_text}</Tag>
              </div>
              <div className="assets-row-frozen">{d.created_at}</div>
              {d.notes && <div className="value-down">{d.notes}</div>}
            </div>
          )}
        />
      )}
    </Page>
  )
}
