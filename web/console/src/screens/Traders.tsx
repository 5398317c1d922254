import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DecisionButtons } from '../components/DecisionButtons'
import { QueryTable } from '../components/Paging'
import { RejectModal } from '../components/ReasonModal'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { TraderApplication } from '../lib/types'
import { useZone } from '../lib/zone'

/** Copy-trading trader applications waiting for compliance: approve, or reject with a reason. */
export default function Traders() {
  const { t } = useI18n()
  const zone = useZone()
  const [rejecting, setRejecting] = useState<TraderApplication | null>(null)
  const list = useQuery({
    queryKey: ['traders'],
    queryFn: () => api.get<TraderApplication[]>(`${ADMIN}/follow/applications`),
  })
  const approve = useAction(
    (userId: number) => api.post(`${ADMIN}/follow/approve`, { user_id: userId }),
    [['traders'], ['dashboard']],
  )
  const reject = useAction(
    (vars: { user_id: number; reason: string }) => api.post(`${ADMIN}/follow/reject`, vars),
    [['traders'], ['dashboard']],
  )
  return (
    <>
      <QueryTable<TraderApplication>
        query={list}
        rowKey="user_id"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('users.user_id'), dataIndex: 'user_id', width: 90 },
          { title: t('users.email'), dataIndex: 'email' },
          { title: t('traders.nickname'), dataIndex: 'nickname' },
          {
            title: zone.title(t('traders.applied_at')),
            dataIndex: 'applied_at',
            width: 170,
            render: (v: number) => zone.format(v),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <DecisionButtons
                approve={t('common.approve')}
                confirm={{ title: t('traders.approve_confirm') }}
                onApprove={() => approve.mutateAsync(row.user_id)}
                onReject={() => setRejecting(row)}
              />
            ),
          },
        ]}
      />
      <RejectModal
        row={rejecting}
        title={t('traders.reject_title')}
        onReject={(row, reason) => reject.mutateAsync({ user_id: row.user_id, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  )
}
