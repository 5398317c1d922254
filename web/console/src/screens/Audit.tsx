import { useQuery } from '@tanstack/react-query'
import { Alert, Input, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { ADMIN, api } from '../lib/client'
import { useI18n } from '../lib/i18n'
import { auditMatches } from '../lib/audit'
import type { AuditLine, ListPage } from '../lib/types'
import { useZone } from '../lib/zone'

/** The append-only audit log (admin), newest first, paged as the server pages it. */
export default function Audit() {
  const { t } = useI18n()
  const zone = useZone()
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState(50)
  const [needle, setNeedle] = useState('')
  const log = useQuery({
    queryKey: ['audit', page, limit],
    queryFn: () => api.get<ListPage<AuditLine>>(`${ADMIN}/audit`, { page, limit }),
  })
  const rows = (log.data?.list ?? []).filter((line) => auditMatches(line, needle))
  return (
    <>
      <div className="toolbar">
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          placeholder={t('audit.filter_page')}
          onChange={(e) => setNeedle(e.target.value)}
        />
        <Typography.Text type="secondary">{t('audit.filter_hint')}</Typography.Text>
      </div>
      {log.isError && <Alert type="error" showIcon title={log.error.message} />}
      <Table<AuditLine>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={rows}
        scroll={{ x: 1320 }}
        pagination={{
          current: page,
          pageSize: limit,
          total: log.data?.count ?? 0,
          pageSizeOptions: [20, 50, 100],
          showSizeChanger: true,
          onChange: (p, size) => {
            setPage(size === limit ? p : 1)
            setLimit(size)
          },
          showTotal: (total) => t('common.total', { total }),
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: zone.title(t('audit.at')), dataIndex: 'created_at', width: 165 },
          { title: t('audit.actor'), dataIndex: 'actor', width: 180, ellipsis: true },
          { title: t('audit.action'), dataIndex: 'action', width: 170, render: (v: string) => <Tag>{v}</Tag> },
          {
            title: t('audit.target'),
            dataIndex: 'target',
            width: 180,
            render: (v: string) => <span className="mono">{v}</span>,
          },
          {
            title: t('audit.before'),
            dataIndex: 'before',
            width: 200,
            ellipsis: { showTitle: true },
            render: (v: string) => <span className="mono">{v || '–'}</span>,
          },
          {
            title: t('audit.after'),
            dataIndex: 'after',
            width: 240,
            ellipsis: { showTitle: true },
            render: (v: string) => <span className="mono">{v || '–'}</span>,
          },
          { title: 'IP', dataIndex: 'ip', width: 120 },
        ]}
      />
    </>
  )
}
