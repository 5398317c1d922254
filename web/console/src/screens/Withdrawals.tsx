import { useQuery } from '@tanstack/react-query'
import { Button, Form, Input, Modal, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { QueryTable } from '../components/Paging'
import { RejectModal } from '../components/ReasonModal'
import ChainPayout from './ChainPayout'
import { StatusFilter } from '../components/StatusFilter'
import { CHAIN_BROADCAST, CHAIN_FAILED, isOnChain, shortHash } from '../lib/chain'
import { ADMIN, api } from '../lib/client'
import { userLabel } from '../lib/format'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import { withdrawalsQuery } from '../lib/queries'
import type { WithdrawalChain, WithdrawalItem } from '../lib/types'
import { useZone } from '../lib/zone'

/** Approving pays the request out (with the chain transaction's hash when there is one). */
function ApproveModal({ item, onClose }: { item: WithdrawalItem | null; onClose: () => void }) {
  const { t, amount } = useI18n()
  const [form] = Form.useForm<{ tx_hash?: string }>()
  const approve = useAction(
    (vars: { row: WithdrawalItem; tx_hash?: string }) =>
      api.post(`${ADMIN}/withdrawals/approve`, { id: vars.row.id, tx_hash: vars.tx_hash }),
    [['withdrawals'], ['dashboard']],
    ({ row }) =>
      t('funds.approved_withdrawal', {
        id: row.id,
        user: userLabel(row),
        amount: amount(row.number),
        asset: row.name,
        address: row.address,
        network: row.network,
      }),
  )
  return (
    <Modal
      open={item !== null}
      title={t('funds.approve_withdrawal')}
      okText={t('common.approve')}
      confirmLoading={approve.isPending}
      onCancel={onClose}
      onOk={() =>
        item &&
        void approve
          .mutateAsync({ row: item, tx_hash: form.getFieldValue('tx_hash')?.trim() || undefined })
          .then(() => {
            form.resetFields()
            onClose()
          })
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      {item && (
        <Typography.Paragraph>
          {t('funds.approve_text', { amount: item.number, asset: item.name, fee: item.fee })}
          <br />
          <span className="mono">
            {item.network} · {item.address}
          </span>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="tx_hash" label={t('funds.tx_hash')} extra={t('funds.tx_hash_hint')}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/**
 * Where a withdrawal out for signing or on chain stands, instead of its decision (the server refuses one): waiting
 * for its signature, or broadcast with its confirmations so far, and its transaction's hash once known.
 */
function ChainState({ chain }: { chain: WithdrawalChain }) {
  const { t } = useI18n()
  return (
    <Space size={4} wrap className="withdrawal-chain">
      <Tag color={chain.status === CHAIN_BROADCAST ? 'blue' : 'gold'}>
        {chain.status === CHAIN_BROADCAST
          ? t('chain.broadcast', { confirmations: chain.confirmations, required: chain.required })
          : t('chain.awaiting_signature')}
      </Tag>
      {chain.tx_hash && (
        <Typography.Text className="mono" title={chain.tx_hash}>
          {shortHash(chain.tx_hash)}
        </Typography.Text>
      )}
    </Space>
  )
}

/** Withdrawal requests (finance): approve one to pay it out, or reject it with a reason to return the funds. */
export default function Withdrawals() {
  const { t, amount } = useI18n()
  const zone = useZone()
  const [status, setStatus] = useState(1)
  const [approving, setApproving] = useState<WithdrawalItem | null>(null)
  const [rejecting, setRejecting] = useState<WithdrawalItem | null>(null)
  const list = useQuery(withdrawalsQuery(status))
  const reject = useAction(
    (vars: { row: WithdrawalItem; reason: string }) =>
      api.post(`${ADMIN}/withdrawals/reject`, { id: vars.row.id, reason: vars.reason }),
    [['withdrawals'], ['dashboard']],
    ({ row }) =>
      t('funds.rejected_withdrawal', { id: row.id, user: userLabel(row), amount: amount(row.number), asset: row.name }),
  )
  return (
    <>
      <ChainPayout />
      <div className="toolbar">
        <StatusFilter value={status} onChange={setStatus} />
      </div>
      <QueryTable<WithdrawalItem>
        query={list}
        rowKey="id"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('funds.user'), key: 'user', width: 200, render: (_, row) => userLabel(row) },
          { title: t('common.asset'), dataIndex: 'name', width: 80 },
          { title: t('common.amount'), dataIndex: 'number', align: 'right', className: 'amount' },
          { title: t('funds.fee'), dataIndex: 'fee', align: 'right', className: 'amount' },
          { title: t('funds.network'), dataIndex: 'network', width: 90 },
          { title: t('funds.address'), dataIndex: 'address', render: (v: string) => <span className="mono">{v}</span> },
          { title: zone.title(t('common.created')), dataIndex: 'create_time', width: 170 },
          {
            title: status === 2 ? t('funds.tx_hash') : t('funds.notes'),
            key: 'notes',
            ellipsis: true,
            render: (_, row) => (status === 2 ? <span className="mono">{row.tx_hash || '–'}</span> : row.notes || '–'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 220,
            render: (_, row) =>
              row.status === 1 && row.chain && isOnChain(row) ? (
                <ChainState chain={row.chain} />
              ) : row.status === 1 ? (
                <Space size={4} wrap>
                  {row.chain?.status === CHAIN_FAILED && <Tag color="red">{t('chain.failed')}</Tag>}
                  <Button size="small" type="primary" onClick={() => setApproving(row)}>
                    {t('common.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => setRejecting(row)}>
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{row.status_text}</Typography.Text>
              ),
          },
        ]}
      />
      <ApproveModal item={approving} onClose={() => setApproving(null)} />
      <RejectModal
        row={rejecting}
        title={t('funds.reject_withdrawal')}
        onReject={(row, reason) => reject.mutateAsync({ row, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  )
}
