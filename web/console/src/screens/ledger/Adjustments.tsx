import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useAction, useMe } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { useAssets } from '../../lib/queries'
import type { AdjustmentRequest, AdjustmentStatus } from '../../lib/types'
import { useZone } from '../../lib/zone'
import {
  ALL,
  adjustmentKeys,
  categoryLabel,
  decideAdjustment,
  isAccount,
  listAdjustments,
  minorToAmount,
  PENDING,
  STATUS_COLORS,
  STATUSES,
} from './shared'

const statusOf = (status: number) => status as AdjustmentStatus

/**
 * Adjustments above the published amount, filed for a second finance operator: the one who filed a request can
 * neither approve nor reject it. Approving posts it; rejecting posts nothing.
 */
export function AdjustmentRequests() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const me = useMe()
  const assets = useAssets()
  const [status, setStatus] = useState<number>(PENDING)
  const list = useQuery({ queryKey: adjustmentKeys.list(status), queryFn: () => listAdjustments(status) })
  const assetOf = (id: number) => assets.data?.find((a) => a.id === id)
  const amountOf = (row: AdjustmentRequest) => {
    const asset = assetOf(row.currency)
    return asset
      ? `${amount(minorToAmount(row.amount_minor, asset.scale))} ${asset.name}`
      : t('ledger.minor_units', { amount: row.amount_minor, asset: row.currency })
  }
  const accountOf = (row: AdjustmentRequest) =>
    isAccount(row.account) ? t(`ledger.account_${row.account}`) : row.account || '–'
  const operatorOf = (id: number | null) =>
    id === null ? '–' : id === me.data?.id ? t('ledger.operator_you', { id }) : t('ledger.operator', { id })
  const facts = (row: AdjustmentRequest) => ({
    amount: amountOf(row),
    account: accountOf(row),
    user: row.user_id,
  })
  const approve = useAction(
    (row: AdjustmentRequest) => decideAdjustment('approve', row.id),
    [adjustmentKeys.all, ['balances']],
    (row) => t('ledger.approve_done', facts(row)),
  )
  const reject = useAction(
    (row: AdjustmentRequest) => decideAdjustment('reject', row.id),
    [adjustmentKeys.all],
    (row) => t('ledger.reject_done', facts(row)),
  )

  return (
    <Card
      title={t('ledger.requests')}
      extra={
        <Segmented<number>
          className="adjustment-status"
          value={status}
          onChange={setStatus}
          options={[
            ...STATUSES.map((s) => ({ value: s, label: t(`ledger.request_status_${s}`) })),
            { value: ALL, label: t('ledger.request_status_all') },
          ]}
        />
      }
    >
      <Alert type="info" showIcon title={t('ledger.requests_hint')} style={{ marginBottom: 16 }} />
      {list.isError && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<AdjustmentRequest>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('users.user_id'), dataIndex: 'user_id', width: 90 },
          {
            title: t('common.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => (
              <Typography.Text type={row.amount_minor < 0 ? 'danger' : undefined}>{amountOf(row)}</Typography.Text>
            ),
          },
          { title: t('ledger.account'), key: 'account', width: 100, render: (_, row) => accountOf(row) },
          {
            title: t('ledger.category'),
            key: 'category',
            width: 140,
            render: (_, row) => categoryLabel(row.category, t),
          },
          { title: t('form.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: zone.title(t('ledger.requested')),
            key: 'requested',
            width: 190,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{operatorOf(row.requested_by)}</span>
                <Typography.Text type="secondary">{zone.format(row.requested_at)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 190,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Tag color={STATUS_COLORS[statusOf(row.status)]}>
                  {t(`ledger.request_status_${statusOf(row.status)}`)}
                </Tag>
                {row.decided_by !== null && (
                  <Typography.Text type="secondary">
                    {operatorOf(row.decided_by)} · {zone.stamp(row.decided_at)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) =>
              row.status !== 0 ? null : row.requested_by === me.data?.id ? (
                <Typography.Text type="secondary">{t('ledger.own_request')}</Typography.Text>
              ) : (
                <Space size={4}>
                  <Popconfirm
                    title={t('ledger.approve_confirm', facts(row))}
                    okText={t('common.approve')}
                    onConfirm={() => approve.mutateAsync(row).catch(() => undefined)}
                  >
                    <Button size="small" type="primary">
                      {t('common.approve')}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('ledger.reject_confirm', facts(row))}
                    okText={t('common.reject')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => reject.mutateAsync(row).catch(() => undefined)}
                  >
                    <Button size="small" danger>
                      {t('common.reject')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </Card>
  )
}
