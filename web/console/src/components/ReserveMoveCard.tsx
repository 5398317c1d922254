import type { QueryKey } from '@tanstack/react-query'
import { Button, Card, Col, Form, Input, Row } from 'antd'
import { AssetSelect } from './AssetSelect'
import { rule } from './rules'
import { showOnField } from './serverErrors'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { checkPositiveAmount, checkReason, checkRequired, REASON_MAX } from '../lib/validation'

interface ReserveValues {
  currency: number
  amount: string
  reason: string
}

/**
 * Moves an asset into or out of a product's funded reserve (`path`: its fund or withdraw call) with the reason the
 * audit log keeps; the queries under `refreshes` are read again after a move.
 */
export function ReserveMoveCard({
  path,
  title,
  danger,
  refreshes,
}: {
  path: string
  title: TextKey
  danger?: boolean
  refreshes: QueryKey[]
}) {
  const { t } = useI18n()
  const [form] = Form.useForm<ReserveValues>()
  const run = useAction(
    (values: ReserveValues) =>
      api.post(`${ADMIN}${path}`, {
        currency: values.currency,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
      }),
    refreshes,
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
