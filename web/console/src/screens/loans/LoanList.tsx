import { useQuery } from '@tanstack/react-query'
import { Descriptions, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { DecisionButtons } from '../../components/DecisionButtons'
import { RejectModal } from '../../components/ReasonModal'
import { PagedTable, StatusBar, useFilteredPages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { userLabel } from '../../lib/format'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminLoan, LoanPage } from '../../lib/types'
import { compareDecimals } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { ALL, PAGE, percent, STATUS_COLORS, STATUSES, statusOf } from './shared'

function Evidence({ loan }: { loan: AdminLoan }) {
  const { t } = useI18n()
  const zone = useZone()
  const evidence = loan.liquidation
  if (!evidence) return null
  const collateral = (amount: string) => `${amount} ${loan.collateral_currency_name}`
  return (
    <Descriptions
      size="small"
      bordered
      column={3}
      title={t('loans.evidence')}
      items={[
        { key: 'sample', label: zone.title(t('loans.sample_at')), children: zone.format(evidence.sample_ts) || '–' },
        { key: 'collateral_price', label: t('loans.collateral_price'), children: evidence.collateral_price },
        { key: 'loan_price', label: t('loans.loan_price'), children: evidence.loan_price },
        { key: 'source', label: t('loans.source'), children: <span className="mono">{evidence.source || '–'}</span> },
        { key: 'collateral_value', label: t('loans.collateral_value'), children: evidence.collateral_value },
        { key: 'debt_value', label: t('loans.debt_value'), children: evidence.debt_value },
        { key: 'taken', label: t('loans.collateral_taken'), children: collateral(evidence.collateral_taken) },
        { key: 'returned', label: t('loans.collateral_returned'), children: collateral(evidence.collateral_returned) },
        { key: 'shortfall', label: t('loans.shortfall'), children: evidence.shortfall },
      ]}
    />
  )
}

/** Applications and loans, newest first: approve a pending one to lend from the reserve, or reject it with a reason. */
export function LoanList() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const { filter: status, setFilter: setStatus, page, pagination } = useFilteredPages<number>(0, PAGE)
  const [rejecting, setRejecting] = useState<AdminLoan | null>(null)
  const list = useQuery({
    queryKey: ['loans', 'list', status, page],
    queryFn: () =>
      api.get<LoanPage>(`${ADMIN}/loans`, { status: status === ALL ? undefined : status, page, limit: PAGE }),
  })
  const facts = (row: AdminLoan) => ({
    id: row.id,
    amount: amount(row.amount),
    asset: row.currency_name,
    user: userLabel(row),
    days: row.days,
    collateral: amount(row.collateral_amount),
    collateral_asset: row.collateral_currency_name,
  })
  const approve = useAction(
    (row: AdminLoan) => api.post(`${ADMIN}/loans/approve`, { id: row.id }),
    [['loans'], ['dashboard']],
    (row) => t('loans.approved_done', facts(row)),
  )
  const reject = useAction(
    (vars: { row: AdminLoan; reason: string }) =>
      api.post(`${ADMIN}/loans/reject`, { id: vars.row.id, reason: vars.reason }),
    [['loans'], ['dashboard']],
    ({ row }) => t('loans.rejected_done', facts(row)),
  )
  return (
    <>
      <StatusBar
        value={status}
        onChange={setStatus}
        options={[
          { value: ALL, label: t('loans.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(`loans.status_${s}`) })),
        ]}
      />
      <PagedTable<AdminLoan>
        list={list}
        pagination={pagination}
        rowKey="id"
        scroll={{ x: 1650 }}
        expandable={{
          rowExpandable: (row) => row.status === 3 && row.liquidation != null,
          expandedRowRender: (row) => <Evidence loan={row} />,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('loans.borrower'),
            key: 'borrower',
            width: 200,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>#{row.user_id}</span>
                {row.email && <Typography.Text type="secondary">{row.email}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: t('loans.borrowed'),
            key: 'borrowed',
            width: 170,
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currency_name}`,
          },
          { title: t('loans.days'), dataIndex: 'days', width: 70, align: 'right' },
          {
            title: t('loans.collateral'),
            key: 'collateral',
            width: 170,
            align: 'right',
            render: (_, row) => `${row.collateral_amount} ${row.collateral_currency_name}`,
          },
          {
            title: t('loans.debt'),
            key: 'debt',
            width: 170,
            align: 'right',
            render: (_, row) => `${row.debt} ${row.currency_name}`,
          },
          {
            title: t('loans.risk_rate'),
            key: 'risk',
            width: 110,
            align: 'right',
            render: (_, row) =>
              row.risk_rate && row.liquidation_rate && compareDecimals(row.risk_rate, row.liquidation_rate) <= 0 ? (
                <Typography.Text type="danger">{percent(row.risk_rate)}</Typography.Text>
              ) : (
                percent(row.risk_rate)
              ),
          },
          {
            title: t('common.status'),
            key: 'status',
            width: 140,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Tag color={STATUS_COLORS[statusOf(row.status)]}>{t(`loans.status_${statusOf(row.status)}`)}</Tag>
                {row.status === 4 && row.reject_reason && (
                  <Typography.Text type="secondary">{row.reject_reason}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: zone.title(t('loans.applied_at')), dataIndex: 'applied_at', width: 170 },
          { title: zone.title(t('loans.due_at')), dataIndex: 'due_at', width: 170, render: (v: string) => v || '–' },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) =>
              row.status === 0 ? (
                <DecisionButtons
                  approve={t('common.approve')}
                  confirm={{
                    title: t('loans.approve_confirm', {
                      amount: row.amount,
                      asset: row.currency_name,
                      user: row.user_id ?? '',
                      days: row.days,
                    }),
                    okText: t('common.approve'),
                  }}
                  onApprove={() => approve.mutateAsync(row).catch(() => undefined)}
                  onReject={() => setRejecting(row)}
                />
              ) : null,
          },
        ]}
      />
      <RejectModal
        row={rejecting}
        title={t('loans.reject_title')}
        onReject={(row, reason) => reject.mutateAsync({ row, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  )
}
