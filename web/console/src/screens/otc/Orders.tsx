import { useQuery } from '@tanstack/react-query'
import { Button, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { PagedTable, StatusBar, useFilteredPages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { useI18n } from '../../lib/i18n'
import type { OtcOrder, OtcParty, PageOf } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { OrderDrawer } from './OrderDrawer'
import { ALL, DISPUTED, methodLabel, ORDER_COLORS, ORDER_STATUSES, orderStatusOf, PAGE } from './shared'

function PartyCell({ party, merchant }: { party: OtcParty; merchant: boolean }) {
  const { t } = useI18n()
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {party.name || '–'} {merchant && <Tag color="purple">{t('otc.merchant')}</Tag>}
      </span>
      <Typography.Text type="secondary">#{party.user_id}</Typography.Text>
    </Space>
  )
}

/** P2P orders, newest first, opening on open disputes; an order opens with its evidence and chat. */
export function Orders() {
  const { t } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(DISPUTED, PAGE)
  const [open, setOpen] = useState<number | null>(null)
  const list = useQuery({
    queryKey: ['otc', 'orders', status, page],
    queryFn: () =>
      api.post<PageOf<OtcOrder>>(`${ADMIN}/otc/orders`, {
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
          { value: ALL, label: t('otc.all') },
          ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`otc.order_status_${s}`) })),
        ]}
      />
      <PagedTable<OtcOrder>
        list={list}
        pagination={pagination}
        rowKey="id"
        scroll={{ x: 1400 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('common.amount'),
            key: 'amount',
            width: 160,
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currency_name}`,
          },
          {
            title: t('otc.fiat_amount'),
            key: 'fiat',
            width: 150,
            align: 'right',
            render: (_, row) => `${row.fiat_amount} ${row.fiat}`,
          },
          {
            title: t('otc.price'),
            key: 'price',
            width: 120,
            align: 'right',
            render: (_, row) => `${row.price} ${row.fiat}`,
          },
          { title: t('otc.method'), key: 'method', width: 110, render: (_, row) => methodLabel(row.method, t) },
          {
            title: t('otc.buyer'),
            key: 'buyer',
            width: 170,
            render: (_, row) => <PartyCell party={row.buyer} merchant={row.buyer.user_id === row.merchant_id} />,
          },
          {
            title: t('otc.seller'),
            key: 'seller',
            width: 170,
            render: (_, row) => <PartyCell party={row.seller} merchant={row.seller.user_id === row.merchant_id} />,
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 150,
            render: (_, row) => {
              const s = orderStatusOf(row.status)
              return (
                <Space orientation="vertical" size={0}>
                  <Tag color={ORDER_COLORS[s]}>{t(`otc.order_status_${s}`)}</Tag>
                  {row.dispute?.outcome && (
                    <Typography.Text type="secondary">{t(`otc.outcome_${row.dispute.outcome}`)}</Typography.Text>
                  )}
                </Space>
              )
            },
          },
          { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 170 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            fixed: 'end',
            render: (_, row) => (
              <Button
                size="small"
                type={row.status === DISPUTED ? 'primary' : 'default'}
                onClick={() => setOpen(row.id)}
              >
                {t('common.open')}
              </Button>
            ),
          },
        ]}
      />
      <OrderDrawer id={open} onClose={() => setOpen(null)} />
    </>
  )
}
