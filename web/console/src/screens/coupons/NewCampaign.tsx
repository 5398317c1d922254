import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import { checkPositiveAmount, checkRequired } from '../../lib/validation'
import type { CouponKind } from '../../lib/types'
import {
  campaignsKey,
  CAMPAIGN_FIELDS,
  createFields,
  type CampaignValues,
  checkBoostRate,
  checkClaimCode,
  ELIGIBILITIES,
  eligibilityLabel,
  KIND_BOOST,
  KIND_FEE,
  KINDS,
  kindLabel,
  MAX_BOOST_RATE,
  MAX_LEVEL,
  MAX_VALID_DAYS,
  MIN_LEVEL,
  TITLE_MAX,
  CODE_MAX,
} from './shared'

/** What the form says under the kind it offers. */
const KIND_HINTS: Record<CouponKind, TextKey> = {
  fee: 'coupons.kind_hint',
  trial: 'coupons.kind_trial_hint',
  boost: 'coupons.kind_boost_hint',
}

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
          {fields.rate !== undefined && (
            <span className="coupon-terms-rate">{t('coupons.terms_rate', { rate: fields.rate })}</span>
          )}
          <span>
            {t(fields.rate !== undefined ? 'coupons.terms_value_boost' : 'coupons.terms_value', {
              value: fields.value,
            })}
          </span>
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
              extra={t(KIND_HINTS[kind ?? KIND_FEE] ?? KIND_HINTS[KIND_FEE])}
            >
              <Select options={KINDS.map((value) => ({ value, label: kindLabel(value, t) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="value"
              label={t('coupons.value')}
              extra={kind === KIND_BOOST ? t('coupons.value_boost_hint') : undefined}
              rules={[rule(checkPositiveAmount, t)]}
            >
              <Input inputMode="decimal" suffix="USDT" />
            </Form.Item>
          </Col>
          {kind === KIND_BOOST && (
            <Col xs={24} md={6}>
              <Form.Item
                name="rate"
                label={t('coupons.rate')}
                extra={t('coupons.rate_hint', { max: MAX_BOOST_RATE })}
                rules={[rule(checkBoostRate, t)]}
              >
                <Input inputMode="decimal" suffix={t('coupons.rate_unit')} />
              </Form.Item>
            </Col>
          )}
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
