import { useQuery } from '@tanstack/react-query'
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd'
import { useState } from 'react'
import { AssetSelect } from '../components/AssetSelect'
import { QueryTable } from '../components/Paging'
import { PrivatePicture, isUpload } from '../components/PrivatePicture'
import { DecisionButtons } from '../components/DecisionButtons'
import { RejectModal } from '../components/ReasonModal'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { StatusFilter } from '../components/StatusFilter'
import { ADMIN, api } from '../lib/client'
import { userLabel } from '../lib/format'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import { useAssetName } from '../lib/queries'
import type { DepositItem } from '../lib/types'
import { checkPositiveAmount, checkRequired } from '../lib/validation'
import { useZone } from '../lib/zone'

/** Who claims a deposit, by id and e-mail (the row's own `account` is the sending address). */
const claimant = (row: DepositItem) => userLabel({ user_id: row.user_id, email: row.email, account: row.user_account })

const PAGE = 100

interface Report {
  user_id: number
  currency: number
  chain: string
  tx_hash: string
  output_index?: number
  amount: string
}

/** Records a transfer seen on chain (a chain watcher's report, made by hand); it is credited once however often. */
function ReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, amount } = useI18n()
  const assetName = useAssetName()
  const [form] = Form.useForm<Report>()
  const report = useAction(
    (values: Report) => api.post(`${ADMIN}/deposits/notify`, { ...values }),
    [['deposits']],
    (values) =>
      t('funds.reported_deposit', {
        amount: amount(values.amount),
        asset: assetName(values.currency),
        user: userLabel({ user_id: values.user_id }),
        chain: values.chain,
      }),
  )
  const fields = ['user_id', 'currency', 'chain', 'tx_hash', 'output_index', 'amount']
  return (
    <Modal
      open={open}
      title={t('funds.report_deposit')}
      confirmLoading={report.isPending}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => report.mutateAsync(values))
          .then(() => {
            form.resetFields()
            onClose()
          })
          .catch((error: unknown) => showOnField(form, error, fields))
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="user_id" label={t('users.user_id')} rules={[rule(checkRequired, t)]}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="currency" label={t('common.asset')} rules={[rule(checkRequired, t)]}>
          <AssetSelect />
        </Form.Item>
        <Form.Item name="chain" label={t('funds.chain')} rules={[rule(checkRequired, t)]}>
          <Input placeholder="TRC20" />
        </Form.Item>
        <Form.Item name="tx_hash" label={t('funds.tx_hash')} rules={[rule(checkRequired, t)]}>
          <Input />
        </Form.Item>
        <Form.Item name="output_index" label={t('funds.output_index')}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="amount" label={t('common.amount')} rules={[rule(checkPositiveAmount, t)]}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** Deposit claims (finance): confirm one to credit it from custody, or reject it with a reason. */
export default function Deposits() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const [status, setStatus] = useState(1)
  const [rejecting, setRejecting] = useState<DepositItem | null>(null)
  const [voucher, setVoucher] = useState('')
  const [reporting, setReporting] = useState(false)
  const list = useQuery({
    queryKey: ['deposits', status],
    queryFn: () => api.get<DepositItem[]>(`${ADMIN}/deposits`, { status, limit: PAGE }),
  })
  const facts = (row: DepositItem) => ({
    id: row.id,
    amount: amount(row.amount),
    asset: row.name,
    // `account` is where the money came from, not the user's account.
    user: claimant(row),
  })
  const confirm = useAction(
    (row: DepositItem) => api.post(`${ADMIN}/deposits/confirm`, { id: row.id }),
    [['deposits'], ['dashboard']],
    (row) => t('funds.confirmed_deposit', facts(row)),
  )
  const reject = useAction(
    (vars: { row: DepositItem; reason: string }) =>
      api.post(`${ADMIN}/deposits/reject`, { id: vars.row.id, reason: vars.reason }),
    [['deposits'], ['dashboard']],
    ({ row }) => t('funds.rejected_deposit', facts(row)),
  )
  return (
    <>
      <div className="toolbar">
        <StatusFilter value={status} onChange={setStatus} />
        <span className="toolbar-spacer" />
        <Button onClick={() => setReporting(true)}>{t('funds.report_deposit')}</Button>
      </div>
      <QueryTable<DepositItem>
        query={list}
        rowKey="id"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('funds.user'), key: 'user', width: 200, render: (_, row) => claimant(row) },
          { title: t('common.asset'), dataIndex: 'name', width: 90 },
          { title: t('common.amount'), dataIndex: 'amount', align: 'right', className: 'amount' },
          {
            title: t('funds.from'),
            dataIndex: 'account',
            render: (v: string) => <span className="mono">{v || '–'}</span>,
          },
          {
            title: t('funds.voucher'),
            dataIndex: 'voucher',
            width: 100,
            render: (v: string) =>
              v ? (
                <Button size="small" type="link" onClick={() => setVoucher(v)}>
                  {t('common.view')}
                </Button>
              ) : (
                '–'
              ),
          },
          { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 170 },
          { title: t('funds.notes'), dataIndex: 'notes', ellipsis: true },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, row) =>
              row.status === 1 ? (
                <DecisionButtons
                  approve={t('funds.confirm')}
                  confirm={{
                    title: t('funds.confirm_deposit', { amount: row.amount, asset: row.name, user: claimant(row) }),
                  }}
                  onApprove={() => confirm.mutateAsync(row).catch(() => undefined)}
                  onReject={() => setRejecting(row)}
                />
              ) : (
                <Typography.Text type="secondary">{row.status_text}</Typography.Text>
              ),
          },
        ]}
      />
      <RejectModal
        row={rejecting}
        title={t('funds.reject_deposit')}
        onReject={(row, reason) => reject.mutateAsync({ row, reason })}
        onClose={() => setRejecting(null)}
      />
      <Modal
        open={voucher !== ''}
        title={t('funds.voucher')}
        footer={null}
        onCancel={() => setVoucher('')}
        destroyOnHidden
      >
        {voucher &&
          (isUpload(voucher) ? <PrivatePicture path={voucher} alt={t('funds.voucher')} width={460} /> : voucher)}
      </Modal>
      <ReportModal open={reporting} onClose={() => setReporting(false)} />
    </>
  )
}
