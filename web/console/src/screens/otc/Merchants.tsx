import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { ReasonModal } from '../../components/ReasonModal'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminOtcMerchant, PageOf } from '../../lib/types'
import { ALL, MERCHANT_COLORS, MERCHANT_STATUSES, merchantStatusOf, PAGE } from './shared'

interface Deciding {
  merchant: AdminOtcMerchant
  approve: 0 | 1
}

/** Merchant applications and merchants (compliance): approve or reject an application, each with a reason. */
export function Merchants() {
  const { t } = useI18n()
  const [status, setStatus] = useState<number>(0)
  const [page, setPage] = useState(1)
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  const list = useQuery({
    queryKey: ['otc', 'merchants', status, page],
    queryFn: () =>
      api.post<PageOf<AdminOtcMerchant>>(`${ADMIN}/otc/merchants`, {
        status: status === ALL ? undefined : status,
        page,
        limit: PAGE,
      }),
  })
  const decide = useAction(
    (vars: { user_id: number; approve: 0 | 1; reason: string }) => api.post(`${ADMIN}/otc/merchants/decide`, vars),
    [['otc', 'merchants'], ['dashboard']],
  )
  return (
    <>
      <div className="toolbar">
        <Segmented<number>
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
          options={[
            { value: ALL, label: t('otc.all') },
            ...MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`otc.merchant_status_${s}`) })),
          ]}
        />
      </div>
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <Table<AdminOtcMerchant>
        size="small"
        rowKey="user_id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1100 }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => t('common.total', { total }),
        }}
        columns={[
          {
            title: t('otc.user'),
            key: 'user',
            width: 200,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>#{row.user_id}</span>
                {(row.email || row.account) && (
                  <Typography.Text type="secondary">{row.email || row.account}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('otc.merchant_name'), dataIndex: 'name', width: 160 },
          {
            title: t('otc.deposit'),
            key: 'deposit',
            width: 130,
            align: 'right',
            render: (_, row) => `${row.deposit} ${row.deposit_currency}`,
          },
          {
            title: t('otc.record'),
            key: 'record',
            width: 200,
            render: (_, row) =>
              row.status === 1
                ? t('otc.record_text', {
                    completed: row.completed ?? 0,
                    rate: row.completion_rate ? `${row.completion_rate} %` : '–',
                    rating: row.rating || '–',
                    ratings: row.ratings ?? 0,
                  })
                : '–',
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 180,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Tag color={MERCHANT_COLORS[merchantStatusOf(row.status)]}>
                  {t(`otc.merchant_status_${merchantStatusOf(row.status)}`)}
                </Tag>
                {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
              </Space>
            ),
          },
          { title: t('otc.applied_at'), dataIndex: 'applied_at', width: 170 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) =>
              row.status === 0 ? (
                <Space size={4}>
                  <Button size="small" type="primary" onClick={() => setDeciding({ merchant: row, approve: 1 })}>
                    {t('common.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setDeciding({ merchant: row, approve: 0 })}>
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <ReasonModal
        open={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'otc.approve_title' : 'otc.reject_title', {
                name: deciding.merchant.name,
                deposit: deciding.merchant.deposit,
                asset: deciding.merchant.deposit_currency,
              })
            : ''
        }
        okText={deciding?.approve ? t('common.approve') : t('common.reject')}
        danger={deciding?.approve === 0}
        onCancel={() => setDeciding(null)}
        onSubmit={async (reason) => {
          if (deciding)
            await decide.mutateAsync({ user_id: deciding.merchant.user_id, approve: deciding.approve, reason })
          setDeciding(null)
        }}
      />
    </>
  )
}
