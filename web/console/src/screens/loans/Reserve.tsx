import { Alert, Button, Card, Col, Form, Input, Row } from 'antd'
import { AssetSelect } from '../../components/AssetSelect'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import { checkPositiveAmount, checkReason, checkRequired, REASON_MAX } from '../../lib/validation'

interface ReserveValues {
  currency: number
  amount: string
  reason: string
}

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

export function Reserve() {
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

/** Grants or withdraws a user's flag to borrow (compliance and finance); audited. */
