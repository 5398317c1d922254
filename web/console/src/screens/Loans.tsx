import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Row,
  Segmented,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  type FormRule,
} from 'antd'
import { useState, type ReactNode } from 'react'
import { AssetSelect } from '../components/AssetSelect'
import { ReasonModal } from '../components/ReasonModal'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { loanTabs, type LoanTab } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { formatMs } from '../lib/format'
import { useAction, useRole } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import type { AdminLoan, LoanOffer, LoanPage, LoanStatus } from '../lib/types'
import {
  checkPercent,
  checkPositiveAmount,
  checkReason,
  checkRequired,
  compareDecimals,
  REASON_MAX,
} from '../lib/validation'

const PAGE = 20
/** The status filter's "all": the list is asked without a status. */
const ALL = -1
const STATUSES: readonly LoanStatus[] = [0, 1, 2, 3, 4, 5]
const STATUS_COLORS: Record<LoanStatus, string> = {
  0: 'gold',
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'default',
  5: 'default',
}

/** A percent string as shown ("0.05" → "0.05 %"); a dash for none. */
const percent = (value: string | null | undefined) => (value ? `${value} %` : '–')

/** The rows of a list answer: a bare array, or the `data` of a Pager. */
function rowsOf<T>(answer: T[] | { data?: T[] } | null | undefined): T[] {
  if (Array.isArray(answer)) return answer
  return answer?.data ?? []
}

function Evidence({ loan }: { loan: AdminLoan }) {
  const { t } = useI18n()
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
        { key: 'sample', label: t('loans.sample_at'), children: formatMs(evidence.sample_ts) || '–' },
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
function LoanList() {
  const { t } = useI18n()
  const [status, setStatus] = useState<number>(0)
  const [page, setPage] = useState(1)
  const [rejecting, setRejecting] = useState<AdminLoan | null>(null)
  const list = useQuery({
    queryKey: ['loans', 'list', status, page],
    queryFn: () =>
      api.get<LoanPage>(`${ADMIN}/loans`, { status: status === ALL ? undefined : status, page, limit: PAGE }),
  })
  const approve = useAction((id: number) => api.post(`${ADMIN}/loans/approve`, { id }), [['loans'], ['dashboard']])
  const reject = useAction(
    (vars: { id: number; reason: string }) => api.post(`${ADMIN}/loans/reject`, vars),
    [['loans'], ['dashboard']],
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
            { value: ALL, label: t('loans.all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`loans.status_${s}`) })),
          ]}
        />
      </div>
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <Table<AdminLoan>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={rowsOf(list.data)}
        scroll={{ x: 1400 }}
        expandable={{
          rowExpandable: (row) => row.status === 3 && row.liquidation != null,
          expandedRowRender: (row) => <Evidence loan={row} />,
        }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => t('common.total', { total }),
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
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currency_name}`,
          },
          { title: t('loans.days'), dataIndex: 'days', width: 70, align: 'right' },
          {
            title: t('loans.collateral'),
            key: 'collateral',
            align: 'right',
            render: (_, row) => `${row.collateral_amount} ${row.collateral_currency_name}`,
          },
          {
            title: t('loans.debt'),
            key: 'debt',
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
                <Tag color={STATUS_COLORS[row.status]}>{t(`loans.status_${row.status}`)}</Tag>
                {row.status === 4 && row.reject_reason && (
                  <Typography.Text type="secondary">{row.reject_reason}</Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('loans.applied_at'), dataIndex: 'applied_at', width: 170 },
          { title: t('loans.due_at'), dataIndex: 'due_at', width: 170, render: (v: string) => v || '–' },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) =>
              row.status === 0 ? (
                <Space size={4}>
                  <Popconfirm
                    title={t('loans.approve_confirm', {
                      amount: row.amount,
                      asset: row.currency_name,
                      user: row.user_id,
                      days: row.days,
                    })}
                    okText={t('common.approve')}
                    onConfirm={() => approve.mutateAsync(row.id).catch(() => undefined)}
                  >
                    <Button size="small" type="primary">
                      {t('common.approve')}
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger onClick={() => setRejecting(row)}>
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('loans.reject_title')}
        okText={t('common.reject')}
        danger
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (rejecting) await reject.mutateAsync({ id: rejecting.id, reason })
          setRejecting(null)
        }}
      />
    </>
  )
}

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
    <Modal
      open={offer !== null}
      title={editing ? t('loans.edit_offer', { id: editing.id }) : t('loans.new_offer')}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then((values) => save.mutateAsync(values))
          .then(onClose)
          .catch((error: unknown) => showOnField(form, error, OFFER_FIELDS))
      }
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
            <Form.Item name="status" label={t('common.status')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 1, label: t('loans.on_sale') },
                  { value: 0, label: t('loans.closed') },
                ]}
              />
            </Form.Item>
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
    </Modal>
  )
}

/** Every loan offer, on sale or closed, with what the lending reserve can lend of its asset now. */
function Offers() {
  const { t } = useI18n()
  const [editing, setEditing] = useState<LoanOffer | 'new' | null>(null)
  const offers = useQuery({
    queryKey: ['loans', 'offers'],
    queryFn: () => api.get<LoanOffer[] | { data?: LoanOffer[] }>(`${ADMIN}/loans/offers`),
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
      {offers.isError && <Alert type="error" showIcon title={offers.error.message} />}
      <Table<LoanOffer>
        size="small"
        rowKey="id"
        loading={offers.isLoading}
        dataSource={rowsOf(offers.data)}
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

interface ReserveValues {
  currency: number
  amount: string
  reason: string
}

/** Moves an asset into (custody → lending) or out of the lending reserve, with the reason the audit log keeps. */
function ReserveCard({ path, title, danger }: { path: string; title: TextKey; danger?: boolean }) {
  const { t } = useI18n()
  const [form] = Form.useForm<ReserveValues>()
  const run = useAction(
    (values: ReserveValues) =>
      api.post(`${ADMIN}${path}`, {
        currency: values.currency,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
      }),
    [['loans', 'offers']],
  )
  return (
    <Card size="small" title={t(title)}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void run
            .mutateAsync(values)
            .then(() => form.resetFields())
            .catch((error: unknown) => showOnField(form, error, ['currency', 'amount', 'reason']))
        }
      >
        <Row gutter={8}>
          <Col span={12}>
            <Form.Item name="currency" label={t('common.asset')} rules={[rule(checkRequired, t)]}>
              <AssetSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="amount" label={t('common.amount')} rules={[rule(checkPositiveAmount, t)]}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="reason" label={t('form.reason')} rules={[rule(checkReason, t)]}>
              <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button htmlType="submit" type={danger ? 'default' : 'primary'} danger={danger} loading={run.isPending}>
          {t(title)}
        </Button>
      </Form>
    </Card>
  )
}

function Reserve() {
  const { t } = useI18n()
  return (
    <>
      <Alert type="info" showIcon title={t('loans.reserve_intro')} style={{ marginBottom: 12 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ReserveCard path="/loans/reserve/fund" title="loans.fund" />
        </Col>
        <Col xs={24} xl={12}>
          <ReserveCard path="/loans/reserve/withdraw" title="loans.withdraw" danger />
        </Col>
      </Row>
    </>
  )
}

interface EligibilityValues {
  user_id: number
  eligible: number
  reason: string
}

/** Grants or withdraws a user's flag to borrow (compliance and finance); audited. */
function Eligibility() {
  const { t } = useI18n()
  const [form] = Form.useForm<EligibilityValues>()
  const run = useAction((values: EligibilityValues) =>
    api.post(`${ADMIN}/loans/eligibility`, {
      user_id: values.user_id,
      eligible: values.eligible,
      reason: values.reason.trim(),
    }),
  )
  return (
    <>
      <Alert type="info" showIcon title={t('loans.eligibility_intro')} style={{ marginBottom: 12 }} />
      <Card size="small" title={t('loans.tab_eligibility')} style={{ maxWidth: 560 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ eligible: 1 }}
          onFinish={(values) =>
            void run
              .mutateAsync(values)
              .then(() => form.resetFields())
              .catch((error: unknown) => showOnField(form, error, ['user_id', 'eligible', 'reason']))
          }
        >
          <Row gutter={8}>
            <Col span={12}>
              <Form.Item name="user_id" label={t('users.user_id')} rules={[rule(checkRequired, t)]}>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="eligible" label={t('loans.eligible')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 1, label: t('common.yes') },
                    { value: 0, label: t('common.no') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="reason" label={t('form.reason')} rules={[rule(checkReason, t)]}>
                <Input.TextArea rows={2} maxLength={REASON_MAX} showCount placeholder={t('form.reason_hint')} />
              </Form.Item>
            </Col>
          </Row>
          <Button htmlType="submit" type="primary" loading={run.isPending}>
            {t('loans.save_eligibility')}
          </Button>
        </Form>
      </Card>
    </>
  )
}

const TABS: Record<LoanTab, { label: TextKey; render: () => ReactNode }> = {
  loans: { label: 'loans.tab_loans', render: () => <LoanList /> },
  offers: { label: 'loans.tab_offers', render: () => <Offers /> },
  reserve: { label: 'loans.tab_reserve', render: () => <Reserve /> },
  eligibility: { label: 'loans.tab_eligibility', render: () => <Eligibility /> },
}

/**
 * Collateralised loans: applications and loans (approve or reject), the offers and their terms, the lending reserve
 * (finance), and who may borrow (finance and compliance). Every decision is audited by the server.
 */
export default function Loans() {
  const { t } = useI18n()
  const role = useRole()
  return (
    <Tabs items={loanTabs(role).map((key) => ({ key, label: t(TABS[key].label), children: TABS[key].render() }))} />
  )
}
