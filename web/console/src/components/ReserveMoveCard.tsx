import type { QueryKey } from '@tanstack/react-query'
import { Button, Card, Col, Form, Input, Row } from 'antd'
import { AssetSelect } from './AssetSelect'
import { rule } from './rules'
import { showOnField } from './serverErrors'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { useAssetName } from '../lib/queries'
import { checkPositiveAmount, checkReason, checkRequired, REASON_MAX } from '../lib/validation'

interface ReserveValues {
  currency: number
  amount: string
  reason: string
}

/** The funded reserves operators move assets into and out of, each named in the confirmation of a move. */
export type Reserve = 'lockming' | 'dual' | 'loans' | 'quickbuy' | 'coupons'

/**
 * Moves an asset into (`in`: its fund call) or out of (`out`: its withdraw call, shown as a dangerous action) a
 * product's funded reserve (`/<reserve>/reserve/fund` or `/withdraw`), with the reason the audit log keeps; the confirmation says how much of what
 * moved where, and the queries under `refreshes` are read again after a move.
 */
export function ReserveMoveCard({
  title,
  reserve,
  direction,
  refreshes,
}: {
  title: TextKey
  reserve: Reserve
  direction: 'in' | 'out'
  refreshes: QueryKey[]
}) {
  const { t, amount } = useI18n()
  const assetName = useAssetName()
  const [form] = Form.useForm<ReserveValues>()
  const danger = direction === 'out'
  const path = `/${reserve}/reserve/${direction === 'in' ? 'fund' : 'withdraw'}`
  const run = useAction(
    (values: ReserveValues) =>
      api.post(`${ADMIN}${path}`, {
        currency: values.currency,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
      }),
    refreshes,
    (values) =>
      t(direction === 'in' ? 'reserve.moved_in' : 'reserve.moved_out', {
        amount: amount(values.amount),
        asset: assetName(values.currency),
        reserve: t(`reserve.${reserve}`),
      }),
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

/** A reserve's fund and withdraw cards, side by side on a wide screen, as the columns of a `Row`. */
export function ReserveMoveCards({
  reserve,
  titles,
  refreshes,
}: {
  reserve: Reserve
  /** The titles of the fund card and of the withdraw card. */
  titles: [TextKey, TextKey]
  refreshes: QueryKey[]
}) {
  return (
    <>
      <Col xs={24} xl={12}>
        <ReserveMoveCard title={titles[0]} reserve={reserve} direction="in" refreshes={refreshes} />
      </Col>
      <Col xs={24} xl={12}>
        <ReserveMoveCard title={titles[1]} reserve={reserve} direction="out" refreshes={refreshes} />
      </Col>
    </>
  )
}
