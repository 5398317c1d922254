import { useQuery } from '@tanstack/react-query'
import { Button, Modal, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { DecisionButtons } from '../../components/DecisionButtons'
import { RejectModal } from '../../components/ReasonModal'
import { UserPicture } from '../../components/UserPicture'
import { PagedTable, StatusBar, useFilteredPages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { userLabel } from '../../lib/format'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminQuickOrder, PageOf } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { ALL, cancelLabel, methodLabel, PAGE, STATUS_COLORS, STATUSES, statusOf, UNDER_REVIEW } from './shared'

/** Finance decides bank orders only, while they wait for the money or its review; the provider settles the others. */
const decidable = (order: AdminQuickOrder) => order.method === 'bank' && (order.status === 0 || order.status === 1)

/** Quick buy orders, newest first: confirm a bank transfer that arrived to credit the coins, or reject it. */
export function Orders() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(UNDER_REVIEW, PAGE)
  const [rejecting, setRejecting] = useState<AdminQuickOrder | null>(null)
  const [voucher, setVoucher] = useState('')
  const list = useQuery({
    queryKey: ['quickbuy', 'orders', status, page],
    queryFn: () =>
      api.post<PageOf<AdminQuickOrder>>(`${ADMIN}/quickbuy/orders`, {
        status: status === ALL ? undefined : status,
        page,
        limit: PAGE,
      }),
  })
  const confirm = useAction(
    (order: AdminQuickOrder) => api.post(`${ADMIN}/quickbuy/confirm`, { id: order.id }),
    [['quickbuy'], ['dashboard']],
    (order) =>
      t('quickbuy.confirmed', { receive: amount(order.receive), asset: order.currency_name, user: userLabel(order) }),
  )
  const reject = useAction(
    (vars: { order: AdminQuickOrder; reason: string }) =>
      api.post(`${ADMIN}/quickbuy/reject`, { id: vars.order.id, reason: vars.reason }),
    [['quickbuy'], ['dashboard']],
    ({ order }) =>
      t('quickbuy.rejected', {
        reference: order.reference,
        amount: amount(order.amount),
        fiat: order.fiat,
        user: userLabel(order),
      }),
  )
  return (
    <>
      <StatusBar
        value={status}
        onChange={setStatus}
        options={[
          { value: ALL, label: t('quickbuy.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(`quickbuy.status_${s}`) })),
        ]}
      />
      <PagedTable<AdminQuickOrder>
        list={list}
        pagination={pagination}
        rowKey="id"
        scroll={{ x: 1750 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('quickbuy.user'),
            key: 'user',
            width: 190,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                {row.user_id !== undefined && <span>#{row.user_id}</span>}
                {(row.email || row.account) && (
                  <Typography.Text type={row.user_id !== undefined ? 'secondary' : undefined}>
                    {row.email || row.account}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('quickbuy.reference'),
            dataIndex: 'reference',
            width: 150,
            render: (v: string) => <span className="mono">{v}</span>,
          },
          { title: t('quickbuy.country'), dataIndex: 'country', width: 80 },
          {
            title: t('quickbuy.fiat_amount'),
            key: 'amount',
            width: 140,
            align: 'right',
            render: (_, row) => `${row.amount} ${row.fiat}`,
          },
          {
            title: t('quickbuy.receive'),
            key: 'receive',
            width: 190,
            align: 'right',
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {row.receive} {row.currency_name}
                </span>
                <Typography.Text type="secondary">
                  {t('quickbuy.at_price', { price: row.price, fiat: row.fiat })}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('quickbuy.method'), key: 'method', width: 100, render: (_, row) => methodLabel(row.method, t) },
          {
            title: t('quickbuy.payer'),
            key: 'payer',
            width: 260,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {row.payer.first_name} {row.payer.last_name}
                </span>
                {row.payer.email && <Typography.Text type="secondary">{row.payer.email}</Typography.Text>}
                {row.payer.bank && (
                  <Typography.Text type="secondary">
                    {row.payer.bank}
                    {row.payer.account_name ? ` · ${row.payer.account_name}` : ''}
                  </Typography.Text>
                )}
                {row.payer.iban && <span className="mono">{row.payer.iban}</span>}
              </Space>
            ),
          },
          {
            title: t('quickbuy.voucher'),
            key: 'voucher',
            width: 100,
            render: (_, row) =>
              row.voucher ? (
                <Button size="small" type="link" onClick={() => setVoucher(row.voucher)}>
                  {t('common.view')}
                </Button>
              ) : (
                '–'
              ),
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 150,
            render: (_, row) => {
              const s = statusOf(row.status)
              const note =
                row.status === 4 ? row.reject_reason : row.status === 3 ? cancelLabel(row.cancel_reason, t) : ''
              return (
                <Space orientation="vertical" size={0}>
                  <Tag color={STATUS_COLORS[s]}>{t(`quickbuy.status_${s}`)}</Tag>
                  {note && <Typography.Text type="secondary">{note}</Typography.Text>}
                </Space>
              )
            },
          },
          { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 170 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) =>
              decidable(row) ? (
                <DecisionButtons
                  approve={t('common.confirm')}
                  confirm={{
                    title: t('quickbuy.confirm_title', {
                      amount: row.amount,
                      fiat: row.fiat,
                      reference: row.reference,
                    }),
                    description: t('quickbuy.confirm_text', {
                      receive: row.receive,
                      asset: row.currency_name,
                      user: userLabel(row),
                    }),
                    okText: t('common.confirm'),
                  }}
                  onApprove={() => confirm.mutateAsync(row).catch(() => undefined)}
                  onReject={() => setRejecting(row)}
                />
              ) : null,
          },
        ]}
      />
      <RejectModal
        row={rejecting}
        title={t('quickbuy.reject_title')}
        onReject={(row, reason) => reject.mutateAsync({ order: row, reason })}
        onClose={() => setRejecting(null)}
      />
      <Modal
        open={voucher !== ''}
        title={t('quickbuy.voucher')}
        footer={null}
        onCancel={() => setVoucher('')}
        destroyOnHidden
      >
        {voucher && <UserPicture path={voucher} alt={t('quickbuy.voucher')} width={460} />}
      </Modal>
    </>
  )
}
