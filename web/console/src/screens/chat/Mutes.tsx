import { useQuery } from '@tanstack/react-query'
import { Button, Card, Space, Typography } from 'antd'
import { useState } from 'react'
import { QueryTable } from '../../components/Paging'
import { ReasonModal } from '../../components/ReasonModal'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { ChatMute } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { mutesKey } from './shared'

/** The users muted now, until when and why; a mute can be lifted early with a reason. */
export function Mutes() {
  const { t } = useI18n()
  const zone = useZone()
  const [lifting, setLifting] = useState<ChatMute | null>(null)
  const mutes = useQuery({
    queryKey: mutesKey,
    queryFn: () => api.get<ChatMute[]>(`${ADMIN}/chat/mutes`),
  })
  const unmute = useAction(
    (fields: { user_id: number; reason: string }) => api.post(`${ADMIN}/chat/unmute`, fields),
    [mutesKey],
  )
  return (
    <Card size="small" title={t('chat.mutes')} className="chat-mutes">
      <QueryTable<ChatMute>
        query={mutes}
        rowKey="user_id"
        pagination={false}
        locale={{ emptyText: t('chat.no_mutes') }}
        columns={[
          {
            title: t('chat.user'),
            key: 'user',
            width: 240,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.account || '–'}</span>
                <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
              </Space>
            ),
          },
          { title: zone.title(t('chat.until')), dataIndex: 'until', width: 170 },
          {
            title: t('form.reason'),
            key: 'reason',
            render: (_, row) => <span className="chat-mute-reason">{row.reason}</span>,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_, row) => (
              <Button size="small" onClick={() => setLifting(row)}>
                {t('chat.unmute')}
              </Button>
            ),
          },
        ]}
      />
      <ReasonModal
        open={lifting !== null}
        title={lifting ? t('chat.unmute_title', { account: lifting.account || `#${lifting.user_id}` }) : ''}
        okText={t('chat.unmute')}
        onCancel={() => setLifting(null)}
        onSubmit={async (reason) => {
          await unmute.mutateAsync({ user_id: lifting?.user_id ?? 0, reason })
          setLifting(null)
        }}
      />
    </Card>
  )
}
