import { Alert, Button, Card, Col, Form, Input, InputNumber, Row } from 'antd'
import { OnOffField } from '../../components/OnOffField'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { checkReason, checkRequired, REASON_MAX } from '../../lib/validation'

interface EligibilityValues {
  user_id: number
  eligible: number
  reason: string
}

export function Eligibility() {
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
              <OnOffField name="eligible" label={t('loans.eligible')} on={t('common.yes')} off={t('common.no')} />
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
