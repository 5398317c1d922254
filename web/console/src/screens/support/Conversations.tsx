import { useQuery } from '@tanstack/react-query'
import { Badge, Button, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { PagedTable, StatusBar, useFilteredPages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { useI18n } from '../../lib/i18n'
import type { PageOf, SupportSummary } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { ConversationDrawer } from './ConversationDrawer'
import { ALL, listKey, OPEN, PAGE, STATUS_COLORS, STATUSES, statusOf } from './shared'

/** Conversations of a status, open ones with unread user messages first; one opens in the drawer. */
export function Conversations() {
  const { t } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(OPEN, PAGE)
  const [open, setOpen] = useState<number | null>(null)
  const list = useQuery({
    queryKey: [...listKey, status, page],
    queryFn: () =>
      api.post<PageOf<SupportSummary>>(`${ADMIN}/support/conversations`, {
        status: status === ALL ? undefined : status,
        page,
        limit: PAGE,
      }),
  })
  return (
    <>
      <StatusBar
        value={status}
        onChange={setStatus}
        options={[
          ...STATUSES.map((s) => ({ value: s, label: t(`support.status_${s}`) })),
          { value: ALL, label: t('support.all') },
        ]}
      />
      <PagedTable<SupportSummary>
        list={list}
        pagination={pagination}
        rowKey="id"
        scroll={{ x: 1100 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('support.account'),
            key: 'account',
            width: 220,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.account || '–'}</span>
                <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('support.unread'),
            key: 'unread',
            width: 90,
            align: 'center',
            render: (_, row) => <Badge count={row.unread} className="support-unread" />,
          },
          {
            title: t('support.last_message'),
            key: 'last_message',
            render: (_, row) => (
              <Typography.Text ellipsis className="support-last">
                {row.last_message}
              </Typography.Text>
            ),
          },
          { title: zone.title(t('support.last_at')), dataIndex: 'last_at', width: 170 },
          {
            title: t('common.status'),
            key: 'status',
            width: 100,
            render: (_, row) => {
              const s = statusOf(row.status)
              return <Tag color={STATUS_COLORS[s]}>{t(`support.status_${s}`)}</Tag>
            },
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            fixed: 'end',
            render: (_, row) => (
              <Button size="small" type={row.unread > 0 ? 'primary' : 'default'} onClick={() => setOpen(row.id)}>
                {t('common.open')}
              </Button>
            ),
          },
        ]}
      />
      <ConversationDrawer id={open} onClose={() => setOpen(null)} />
    </>
  )
}
