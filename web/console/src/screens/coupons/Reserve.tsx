import { useQuery } from '@tanstack/react-query'
import { Alert, Row, Table } from 'antd'
import { ReserveMoveCards } from '../../components/ReserveMoveCard'
import { ADMIN, api } from '../../lib/client'
import { useI18n } from '../../lib/i18n'
import type { MarketingReserveLine } from '../../lib/types'
import { campaignsKey, reserveKey } from './shared'

/** What the `marketing` account holds, which coupons are paid from, with funding and withdrawing (finance; audited). */
export function Reserve() {
  const { t } = useI18n()
  const reserve = useQuery({
    queryKey: reserveKey,
    queryFn: () => api.get<MarketingReserveLine[]>(`${ADMIN}/coupons/reserve`),
  })
  const lines = reserve.data ?? []
  const promised = lines.some((line) => line.promised !== undefined)
  const refreshes = [reserveKey, campaignsKey]
  return (
    <>
      <Alert type="info" showIcon title={t('coupons.reserve_intro')} style={{ marginBottom: 12 }} />
      {reserve.isError && <Alert type="error" showIcon title={reserve.error.message} />}
      <Table<MarketingReserveLine>
        size="small"
        rowKey="currency_id"
        loading={reserve.isLoading}
        dataSource={lines}
        pagination={false}
        style={{ marginBottom: 16, maxWidth: 720 }}
        columns={[
          { title: t('common.asset'), dataIndex: 'currency_name', width: 100 },
          { title: t('coupons.held'), dataIndex: 'held', align: 'right' },
          ...(promised
            ? [{ title: t('coupons.promised'), dataIndex: 'promised' as const, align: 'right' as const }]
            : []),
        ]}
      />
      <Row gutter={[16, 16]}>
        <ReserveMoveCards reserve="coupons" titles={['coupons.fund', 'coupons.withdraw']} refreshes={refreshes} />
      </Row>
    </>
  )
}
