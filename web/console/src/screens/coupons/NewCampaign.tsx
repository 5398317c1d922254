import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { checkPositiveAmount, checkRequired } from '../../lib/validation'
import {
  campaignsKey,
  CAMPAIGN_FIELDS,
  createFields,
  type CampaignValues,
  checkClaimCode,
  ELIGIBILITIES,
  eligibilityLabel,
  KIND_FEE,
  KIND_TRIAL,
  KINDS,
  kindLabel,
  MAX_LEVEL,
  MAX_VALID_DAYS,
  MIN_LEVEL,
  TITLE_MAX,
  CODE_MAX,
} from './shared'

/** The form that creates a campaign; its terms never change afterwards, so the operator confirms them first. */
export function NewCampaign() {
  const { t } = useI18n()
  const { modal } = App.useApp()
  const [form] = Form.useForm<CampaignValues>()
  const eligibility = Form.useWatch('eligibility', form)
  const kind = Form.useWatch('kind', form)
  const create = useAction(
    (fields: ReturnType<typeof createFields>) => api.post(`${ADMIN}/coupons/campaigns/create`, fields),
    [campaignsKey],
  )
  const submit = (values: CampaignValues) => {
    const fields = createFields(values)
    modal.confirm({
      title: t('coupons.new_campaign'),
      content: (
        <Space orientation="vertical" size={4} className="coupon-terms">
          <Typography.Text strong>{fields.title}</Typography.Text>
          <span className="coupon-terms-kind">{t('coupons.terms_kind', { kind: kindLabel(fields.kind, t) })}</span>
          <span>{t('coupons.terms_value', { value: fields.value })}</span>
          <span>{t('coupons.terms_quantity', { quantity: fields.quantity, days: fields.valid_days })}</span>
          <span>{fields.code ? t('coupons.terms_code', { code: fields.code }) : t('coupons.terms_no_code')}</span>
          <span>{eligibilityLabel({ eligibility: fields.eligibility, min_level: fields.min_level ?? 0 }, t)}</span>
          <Typography.Text type="warning">{t('coupons.never_changed')}</Typography.Text>
        </Space>
      ),
      okText: t('coupons.create'),
      onOk: () =>
        create
          .mutateAsync(fields)
          .then(() => form.resetFields())
          .catch((error: unknown) => {
            showOnField(form, error, CAMPAIGN_FIELDS)
          }),
    })
  }
  const whole = (min: number, max: number) => (
    <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
  )
  return (
    <Card size="small" title={t('coupons.new_campaign')}>
      <Alert type="warning" showIcon title={t('coupons.never_changed')} />
      <Form<CampaignValues>
        form={form}
        name="campaign"
        layout="vertical"
        initialValues={{ kind: KIND_FEE, eligibility: 'all', valid_days: 7, min_level: 2 }}
        onFinish={submit}
        style={{ marginTop: 12 }}
      >
        <Row gutter={8}>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label={t('coupons.title')}
              extra={t('coupons.title_hint')}
              rules={[rule(checkRequired, t)]}
            >
              <Input maxLength={TITLE_MAX} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="kind"
              label={t('coupons.kind')}
              extra={t(kind === KIND_TRIAL ? 'coupons.kind_trial_hint' : 'coupons.kind_hint')}
            >
              <Select options={KINDS.map((value) => ({ value, label: kindLabel(value, t) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="value" label={t('coupons.value')} rules={[rule(checkPositiveAmount, t)]}>
              <Input inputMode="decimal" suffix="USDT" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="quantity" label={t('coupons.quantity')} rules={[rule(checkRequired, t)]}>
              {whole(1, 1_000_000)}
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="valid_days"
              label={t('coupons.valid_days')}
              extra={t('coupons.valid_days_hint')}
              rules={[rule(checkRequired, t)]}
            >
              {whole(1, MAX_VALID_DAYS)}
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="code"
              label={t('coupons.code')}
              extra={t('coupons.code_hint')}
              rules={[rule(checkClaimCode, t, false)]}
            >
              <Input maxLength={CODE_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="eligibility" label={t('coupons.eligibility')}>
              <Radio.Group
                options={ELIGIBILITIES.map((value) => ({ value, label: t(`coupons.eligibility_${value}`) }))}
              />
            </Form.Item>
          </Col>
          {eligibility === 'vip' && (
            <Col xs={24} md={6}>
              <Form.Item name="min_level" label={t('coupons.min_level')} rules={[rule(checkRequired, t)]}>
                {whole(MIN_LEVEL, MAX_LEVEL)}
              </Form.Item>
            </Col>
          )}
        </Row>
        <Button htmlType="submit" type="primary" loading={create.isPending}>
          {t('coupons.create')}
        </Button>
      </Form>
    </Card>
  )
}
