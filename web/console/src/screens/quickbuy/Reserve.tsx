import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Col, Form, Input, Row, Table } from 'antd'
import Decimal from 'decimal.js'
import { AssetSelect } from '../../components/AssetSelect'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import type { QuickReserveLine } from '../../lib/types'
import { checkPositiveAmount, checkReason, checkRequired, REASON_MAX } from '../../lib/validation'

interface ReserveValues {
  currency: number
  amount: string
  reason: string
}

/** What the reserve holds beyond what open orders were promised; never shown below zero. */
function free(line: QuickReserveLine): string {
  try {
    const left = new Decimal(line.held).minus(new Decimal(line.promised))
    return left.isNegative() ? '0' : left.toFixed()
  } catch {
    return '–'
  }
}

/** Moves an asset into (custody → quick buy) or out of the quick buy reserve, with the reason the audit log keeps. */
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
    [['quickbuy', 'reserve']],
  )
  return (
    <Card size="small" title={t(title)}>
      <Form
        form={form}
        layout="vertical"
        name={path.split('/').pop()}
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

/** What the quick buy reserve holds and has promised, with funding and withdrawing (finance; audited). */
export function Reserve() {
  const { t } = useI18n()
  const reserve = useQuery({
    queryKey: ['quickbuy', 'reserve'],
    queryFn: () => api.post<QuickReserveLine[]>(`${ADMIN}/quickbuy/reserve`),
  })
  return (
    <>
      <Alert type="info" showIcon title={t('quickbuy.reserve_intro')} style={{ marginBottom: 12 }} />
      {reserve.isError && <Alert type="error" showIcon title={reserve.error.message} />}
      <Table<QuickReserveLine>
        size="small"
        rowKey="currency_id"
        loading={reserve.isLoading}
        dataSource={reserve.data ?? []}
        pagination={false}
        style={{ marginBottom: 16, maxWidth: 720 }}
        columns={[
          { title: t('common.asset'), dataIndex: 'currency_name', width: 100 },
          { title: t('quickbuy.held'), dataIndex: 'held', align: 'right' },
          { title: t('quickbuy.promised'), dataIndex: 'promised', align: 'right' },
          { title: t('quickbuy.free'), key: 'free', align: 'right', render: (_, row) => free(row) },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ReserveCard path="/quickbuy/reserve/fund" title="quickbuy.fund" />
        </Col>
        <Col xs={24} xl={12}>
          <ReserveCard path="/quickbuy/reserve/withdraw" title="quickbuy.withdraw" danger />
        </Col>
      </Row>
    </>
  )
}
