import { useQuery } from '@tanstack/react-query'
import { Button, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { ReasonModal } from '../../components/ReasonModal'
import { PagedTable, StatusBar, useFilteredPages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { USDT_ASSET_ID, userLabel } from '../../lib/format'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { useAssets } from '../../lib/queries'
import type { AdminOtcMerchant, PageOf } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { ALL, MERCHANT_COLORS, MERCHANT_STATUSES, merchantStatusOf, PAGE } from './shared'

interface Deciding {
  merchant: AdminOtcMerchant
  approve: 0 | 1
}

/** Merchant applications and merchants (compliance): approve or reject an application, each with a reason. */
export function Merchants() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(0, PAGE)
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
  const assets = useAssets()
  /** The deposit's asset: as the row names it, else USDT (the asset deposits are held in) by the asset list. */
  const depositAsset = (row: AdminOtcMerchant) =>
    row.deposit_currency || (assets.data?.find((a) => a.id === USDT_ASSET_ID)?.name ?? 'USDT')
  const decide = useAction(
    (vars: { merchant: AdminOtcMerchant; approve: 0 | 1; reason: string }) =>
      api.post(`${ADMIN}/otc/merchants/decide`, {
        user_id: vars.merchant.user_id,
        approve: vars.approve,
        reason: vars.reason,
      }),
    [['otc', 'merchants'], ['dashboard']],
    ({ merchant, approve }) =>
      t(approve ? 'otc.approved_done' : 'otc.rejected_done', {
        name: merchant.name,
        user: userLabel(merchant),
        deposit: amount(merchant.deposit),
        asset: depositAsset(merchant),
      }),
  )
  return (
    <>
      <StatusBar
        value={status}
        onChange={setStatus}
        options={[
          { value: ALL, label: t('otc.all') },
          ...MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`otc.merchant_status_${s}`) })),
        ]}
      />
      <PagedTable<AdminOtcMerchant>
        list={list}
        pagination={pagination}
        rowKey="user_id"
        scroll={{ x: 1100 }}
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
            render: (_, row) => `${row.deposit} ${depositAsset(row)}`,
          },
          {
            title: t('otc.record'),
            key: 'record',
            width: 200,
            render: (_, row) =>
              row.status === 1
                ? t('otc.record_text', {
                    completed: row.record?.completed ?? row.completed ?? 0,
                    rate:
                      (row.record?.completion_rate ?? row.completion_rate)
                        ? `${row.record?.completion_rate ?? row.completion_rate} %`
                        : '–',
                    rating: row.record?.rating || row.rating || '–',
                    ratings: row.record?.ratings ?? row.ratings ?? 0,
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
          { title: zone.title(t('otc.applied_at')), dataIndex: 'applied_at', width: 170 },
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
                asset: depositAsset(deciding.merchant),
              })
            : ''
        }
        okText={deciding?.approve ? t('common.approve') : t('common.reject')}
        danger={deciding?.approve === 0}
        onCancel={() => setDeciding(null)}
        onSubmit={async (reason) => {
          if (deciding) await decide.mutateAsync({ merchant: deciding.merchant, approve: deciding.approve, reason })
          setDeciding(null)
        }}
      />
    </>
  )
}
