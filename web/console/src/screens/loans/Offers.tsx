import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Col, Form, Input, InputNumber, Row, Space, Tag, Typography, type FormRule } from 'antd'
import { useState } from 'react'
import { AssetSelect } from '../../components/AssetSelect'
import { FormModal } from '../../components/FormModal'
import { OnOffField } from '../../components/OnOffField'
import { QueryTable } from '../../components/Paging'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import type { LoanOffer } from '../../lib/types'
import { checkPercent, checkPositiveAmount, checkRequired, compareDecimals } from '../../lib/validation'
import { percent } from './shared'

interface OfferValues {
  currency: number
  day_rate: string
  min_amount: string
  max_amount: string
  min_days: number
  max_days: number
  initial_rate: string
  status: number
}

const OFFER_FIELDS = [
  'currency',
  'day_rate',
  'min_amount',
  'max_amount',
  'min_days',
  'max_days',
  'initial_rate',
  'status',
] as const

/** A maximum that must not be below its minimum (amounts compared as decimals, days as numbers). */
function notBelow(minField: 'min_amount' | 'min_days', t: (key: TextKey) => string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const min: unknown = getFieldValue(minField)
      if (value === undefined || value === null || value === '' || min === undefined || min === null || min === '')
        return
      const below =
        typeof value === 'number'
          ? value < Number(min)
          : checkPositiveAmount(value) === null &&
            checkPositiveAmount(min) === null &&
            compareDecimals(String(value), String(min)) < 0
      if (below) throw new Error(t('loans.below_min'))
    },
  })
}

/** A new offer (id 0) or an edit of one; its terms go to the public changelog, open loans keep theirs. */
function OfferModal({ offer, onClose }: { offer: LoanOffer | 'new' | null; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<OfferValues>()
  const editing = offer !== null && offer !== 'new' ? offer : null
  const save = useAction(
    (values: OfferValues) =>
      api.post(`${ADMIN}/loans/offers/save`, {
        id: editing?.id ?? 0,
        currency: values.currency,
        day_rate: values.day_rate.trim(),
        min_amount: values.min_amount.trim(),
        max_amount: values.max_amount.trim(),
        min_days: values.min_days,
        max_days: values.max_days,
        initial_rate: values.initial_rate.trim(),
        status: values.status,
      }),
    [['loans', 'offers']],
  )
  const initial: Partial<OfferValues> = editing
    ? {
        currency: editing.currency_id,
        day_rate: editing.day_rate,
        min_amount: editing.min_amount,
        max_amount: editing.max_amount,
        min_days: editing.min_days,
        max_days: editing.max_days,
        initial_rate: editing.initial_rate,
        status: editing.status === 1 ? 1 : 0,
      }
    : { status: 1 }
  const integer = <InputNumber min={1} precision={0} style={{ width: '100%' }} />
  return (
    <FormModal
      form={form}
      open={offer !== null}
      title={editing ? t('loans.edit_offer', { id: editing.id }) : t('loans.new_offer')}
      saving={save.isPending}
      onSave={(values) => save.mutateAsync(values)}
      fields={OFFER_FIELDS}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('loans.offers_hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="currency" label={t('common.asset')} rules={[rule(checkRequired, t)]}>
              <AssetSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <OnOffField name="status" label={t('common.status')} on={t('loans.on_sale')} off={t('loans.closed')} />
          </Col>
          <Col span={12}>
            <Form.Item
              name="day_rate"
              label={t('loans.day_rate')}
              extra={t('loans.day_rate_hint')}
              rules={[rule(checkPercent, t)]}
            >
              <Input inputMode="decimal" placeholder="0.05" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="initial_rate"
              label={t('loans.initial_rate')}
              extra={t('loans.initial_rate_hint')}
              rules={[rule(checkPercent, t)]}
            >
              <Input inputMode="decimal" placeholder="150" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="min_amount" label={t('loans.min_amount')} rules={[rule(checkPositiveAmount, t)]}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="max_amount"
              label={t('loans.max_amount')}
              dependencies={['min_amount']}
              rules={[rule(checkPositiveAmount, t), notBelow('min_amount', t)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="min_days" label={t('loans.min_days')} rules={[rule(checkRequired, t)]}>
              {integer}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="max_days"
              label={t('loans.max_days')}
              dependencies={['min_days']}
              rules={[rule(checkRequired, t), notBelow('min_days', t)]}
            >
              {integer}
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}

/** Every loan offer, on sale or closed, with what the lending reserve can lend of its asset now. */
export function Offers() {
  const { t } = useI18n()
  const [editing, setEditing] = useState<LoanOffer | 'new' | null>(null)
  const offers = useQuery({
    queryKey: ['loans', 'offers'],
    queryFn: () => api.get<LoanOffer[]>(`${ADMIN}/loans/offers`),
  })
  return (
    <>
      <div className="toolbar">
        <Typography.Text type="secondary">{t('loans.offers_hint')}</Typography.Text>
        <span className="toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('loans.new_offer')}
        </Button>
      </div>
      <QueryTable<LoanOffer>
        query={offers}
        rowKey="id"
        scroll={{ x: 1200 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('common.asset'), dataIndex: 'currency_name', width: 90 },
          { title: t('loans.day_rate'), dataIndex: 'day_rate', align: 'right', render: percent },
          { title: t('loans.overdue_rate'), dataIndex: 'overdue_rate', align: 'right', render: percent },
          {
            title: t('loans.amount_range'),
            key: 'amount',
            align: 'right',
            render: (_, row) => `${row.min_amount} – ${row.max_amount}`,
          },
          {
            title: t('loans.days_range'),
            key: 'days',
            align: 'right',
            render: (_, row) => `${row.min_days} – ${row.max_days}`,
          },
          { title: t('loans.initial_rate'), dataIndex: 'initial_rate', align: 'right', render: percent },
          { title: t('loans.liquidation_rate'), dataIndex: 'liquidation_rate', align: 'right', render: percent },
          { title: t('loans.lendable'), dataIndex: 'lendable', align: 'right', render: (v: string) => v || '–' },
          {
            title: t('common.status'),
            key: 'status',
            width: 140,
            render: (_, row) => (
              <Space size={4}>
                {row.status === 1 ? <Tag color="green">{t('loans.on_sale')}</Tag> : <Tag>{t('loans.closed')}</Tag>}
                {Boolean(row.demo) && <Tag color="purple">{t('loans.demo')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <OfferModal
        key={editing === null ? 'none' : editing === 'new' ? 'new' : editing.id}
        offer={editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}

/** Moves an asset into (custody → lending) or out of the lending reserve, with the reason the audit log keeps. */
