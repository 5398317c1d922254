import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Tabs } from 'antd'
import { AssetSelect } from '../components/AssetSelect'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { checkPositiveAmount, checkReason, checkRequired, type Check } from '../lib/validation'

type Kind = 'text' | 'int' | 'asset' | 'amount' | 'reason' | 'date' | 'dual_type'

interface Field {
  name: string
  label: TextKey
  kind: Kind
  optional?: boolean
}

interface Action {
  key: string
  title: TextKey
  path: string
  fields: Field[]
  danger?: boolean
}

const CHECKS: Partial<Record<Kind, Check>> = { amount: checkPositiveAmount, reason: checkReason }

const id: Field = { name: 'id', label: 'earn.product_id', kind: 'int' }
const currency: Field = { name: 'currency', label: 'common.asset', kind: 'asset' }
const amount: Field = { name: 'amount', label: 'common.amount', kind: 'amount' }
const reason: Field = { name: 'reason', label: 'form.reason', kind: 'reason' }

const LOCK_MINING: Action[] = [
  {
    key: 'lm-create',
    title: 'earn.create_product',
    path: '/lockming/products/create',
    fields: [
      currency,
      { name: 'name', label: 'earn.name', kind: 'text' },
      { name: 'days', label: 'earn.days', kind: 'int' },
      { name: 'min_amount', label: 'earn.min_amount', kind: 'amount' },
      { name: 'rate_min', label: 'earn.rate_min', kind: 'text' },
      { name: 'rate_max', label: 'earn.rate_max', kind: 'text' },
      { name: 'penalty', label: 'earn.penalty', kind: 'text' },
      { name: 'quota', label: 'earn.quota', kind: 'amount' },
    ],
  },
  { key: 'lm-open', title: 'earn.open_product', path: '/lockming/products/open', fields: [id] },
  { key: 'lm-close', title: 'earn.close_product', path: '/lockming/products/close', fields: [id], danger: true },
  {
    key: 'lm-rate',
    title: 'earn.publish_rate',
    path: '/lockming/rates/publish',
    fields: [
      id,
      { name: 'date', label: 'earn.date', kind: 'date' },
      { name: 'rate', label: 'earn.rate', kind: 'text' },
    ],
  },
  { key: 'lm-fund', title: 'earn.fund_reserve', path: '/lockming/reserve/fund', fields: [currency, amount, reason] },
  {
    key: 'lm-withdraw',
    title: 'earn.withdraw_surplus',
    path: '/lockming/reserve/withdraw',
    fields: [currency, amount, reason],
    danger: true,
  },
]

const DUAL: Action[] = [
  {
    key: 'dual-create',
    title: 'earn.create_product',
    path: '/dual/products/create',
    fields: [
      currency,
      { name: 'type', label: 'earn.dual_type', kind: 'dual_type' },
      { name: 'name', label: 'earn.name', kind: 'text' },
      { name: 'rate', label: 'earn.rate', kind: 'text' },
      { name: 'exercise_price', label: 'earn.exercise_price', kind: 'amount' },
      { name: 'days', label: 'earn.days', kind: 'int', optional: true },
      { name: 'start_date', label: 'earn.start_date', kind: 'date', optional: true },
      { name: 'minutes', label: 'earn.minutes', kind: 'int', optional: true },
      { name: 'total_number', label: 'earn.total_number', kind: 'int' },
      { name: 'user_limit', label: 'earn.user_limit', kind: 'int' },
    ],
  },
  { key: 'dual-open', title: 'earn.open_product', path: '/dual/products/open', fields: [id] },
  { key: 'dual-close', title: 'earn.close_product', path: '/dual/products/close', fields: [id], danger: true },
  { key: 'dual-fund', title: 'earn.fund_reserve', path: '/dual/reserve/fund', fields: [currency, amount, reason] },
  {
    key: 'dual-withdraw',
    title: 'earn.withdraw_surplus',
    path: '/dual/reserve/withdraw',
    fields: [currency, amount, reason],
    danger: true,
  },
]

const LISTING: Action[] = [
  {
    key: 'market-open',
    title: 'earn.open_market',
    path: '/markets/open',
    fields: [
      currency,
      { name: 'price_scale', label: 'earn.price_scale', kind: 'int' },
      { name: 'qty_scale', label: 'earn.qty_scale', kind: 'int' },
      { name: 'min_qty', label: 'earn.min_qty', kind: 'amount' },
      { name: 'min_notional', label: 'earn.min_notional', kind: 'text' },
    ],
  },
]

function FieldInput({ field }: { field: Field }) {
  switch (field.kind) {
    case 'asset':
      return <AssetSelect />
    case 'int':
      return <InputNumber min={0} precision={0} style={{ width: '100%' }} />
    case 'reason':
      return <Input.TextArea rows={2} maxLength={200} />
    case 'date':
      return <Input placeholder="2026-01-31" />
    case 'dual_type':
      return (
        <Select
          options={[
            { value: 'call', label: 'call' },
            { value: 'put', label: 'put' },
          ]}
        />
      )
    default:
      return <Input />
  }
}

function ActionCard({ action }: { action: Action }) {
  const { t } = useI18n()
  const [form] = Form.useForm<Record<string, string | number>>()
  const run = useAction((values: Record<string, string | number>) => api.post(`${ADMIN}${action.path}`, values))
  return (
    <Card size="small" title={t(action.title)}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void run
            .mutateAsync(values)
            .then(() => form.resetFields())
            .catch((error: unknown) =>
              showOnField(
                form,
                error,
                action.fields.map((f) => f.name),
              ),
            )
        }
      >
        <Row gutter={8}>
          {action.fields.map((field) => (
            <Col key={field.name} span={field.kind === 'reason' ? 24 : 12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                rules={[rule(CHECKS[field.kind] ?? checkRequired, t, !field.optional)]}
              >
                <FieldInput field={field} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button
          htmlType="submit"
          type={action.danger ? 'default' : 'primary'}
          danger={action.danger}
          loading={run.isPending}
        >
          {t(action.title)}
        </Button>
      </Form>
    </Card>
  )
}

function Actions({ actions }: { actions: Action[] }) {
  return (
    <Row gutter={[16, 16]}>
      {actions.map((action) => (
        <Col key={action.key} xs={24} xl={12}>
          <ActionCard action={action} />
        </Col>
      ))}
    </Row>
  )
}

/** Lock-mining and dual-investment products and their reserves (finance); every action is audited. */
export default function Earn() {
  const { t } = useI18n()
  return (
    <>
      <Alert type="info" showIcon title={t('earn.intro')} style={{ marginBottom: 12 }} />
      <Tabs
        items={[
          { key: 'lockming', label: t('earn.lockming'), children: <Actions actions={LOCK_MINING} /> },
          { key: 'dual', label: t('earn.dual'), children: <Actions actions={DUAL} /> },
          {
            key: 'listing',
            label: t('earn.listing'),
            children: (
              <>
                <Alert type="info" title={t('earn.listing_intro')} style={{ marginBottom: 12 }} />
                <Actions actions={LISTING} />
              </>
            ),
          },
        ]}
      />
    </>
  )
}
