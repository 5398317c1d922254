import { useQuery } from '@tanstack/react-query'
import { Alert, Row } from 'antd'
import Decimal from 'decimal.js'
import { QueryTable } from '../../components/Paging'
import { ReserveMoveCards } from '../../components/ReserveMoveCard'
import { ADMIN, api } from '../../lib/client'
import { useI18n } from '../../lib/i18n'
import type { QuickReserveLine } from '../../lib/types'

/** What the reserve holds beyond what open orders were promised; never shown below zero. */
function free(line: QuickReserveLine): string {
  try {
    const left = new Decimal(line.held).minus(new Decimal(line.promised))
    return left.isNegative() ? '0' : left.toFixed()
  } catch {
    return '–'
  }
}

/** What the quick buy reserve holds and has promised, with funding and withdrawing (finance; audited). */
export function Reserve() {
  const { t } = useI18n()
  const reserve = useQuery({
    queryKey: ['quickbuy', 'reserve'],
    queryFn: () => api.post<QuickReserveLine[]>(`${ADMIN}/quickbuy/reserve`),
  })
  return (
    <>
      <Alert type="info" showIcon title={t('quickbuy.reserve_intro')} style={{ marginBottom: 12 }} />
      <QueryTable<QuickReserveLine>
        query={reserve}
        rowKey="currency_id"
        pagination={false}
        style={{ marginBottom: 16, maxWidth: 720 }}
        columns={[
          { title: t('common.asset'), dataIndex: 'currency_name', width: 100 },
          { title: t('quickbuy.held'), dataIndex: 'held', align: 'right' },
          { title: t('quickbuy.promised'), dataIndex: 'promised', align: 'right' },
          { title: t('quickbuy.free'), key: 'free', align: 'right', render: (_, row) => free(row) },
        ]}
      />
      <Row gutter={[16, 16]}>
        <ReserveMoveCards
          reserve="quickbuy"
          titles={['quickbuy.fund', 'quickbuy.withdraw']}
          refreshes={[['quickbuy', 'reserve']]}
        />
      </Row>
    </>
  )
}
