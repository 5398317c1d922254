import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, InputNumber, List, Result, Row, Select } from 'antd'
import { useState } from 'react'
import { AssetSelect } from '../components/AssetSelect'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { ADMIN, api } from '../lib/client'
import { useAction, useNotify } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import { useAssets } from '../lib/queries'
import type { LedgerReport } from '../lib/types'
import { checkPositiveAmount, checkReason, checkRequired, checkSignedAmount, REASON_MAX } from '../lib/validation'
import { AdjustmentRequests } from './ledger/Adjustments'
import {
  ACCOUNTS,
  adjustmentKeys,
  isAccount,
  isPending,
  postAdjustment,
  type Account,
  type Adjustment,
} from './ledger/shared'

/** Posts an adjustment within the published amount at once, or files it for a second finance operator. */
function AdjustCard() {
  const { t, amount } = useI18n()
  const { modal } = App.useApp()
  const assets = useAssets()
  const notify = useNotify()
  const client = useQueryClient()
  const [form] = Form.useForm<Adjustment>()
  /** The request the last adjustment was filed as, when it waits for a second operator. */
  const [filed, setFiled] = useState<number | null>(null)
  const adjust = useMutation({
    mutationFn: postAdjustment,
    onSuccess: (answer, values) => {
      if (isPending(answer)) {
        setFiled(answer.pending)
        notify.ok(t('ledger.adjust_pending', { id: answer.pending }))
      } else {
        setFiled(null)
        notify.ok(
          t('ledger.adjust_done', {
            amount: amount(values.amount),
            asset: assets.data?.find((a) => a.id === values.currency)?.name ?? `#${values.currency}`,
            account: isAccount(values.account) ? t(`ledger.account_${values.account}`) : values.account,
            user: values.user_id,
          }),
        )
      }
      void client.invalidateQueries({ queryKey: ['balances'] })
      void client.invalidateQueries({ queryKey: adjustmentKeys.all })
    },
    onError: (error) => notify.fail(error),
  })
  const submit = (values: Adjustment) => {
    const asset = assets.data?.find((a) => a.id === values.currency)?.name ?? values.currency
    modal.confirm({
      title: t('ledger.adjust_confirm_title'),
      content: t('ledger.adjust_confirm', {
        amount: values.amount.trim(),
        asset,
        account: t(`ledger.account_${values.account as Account}`),
        user: values.user_id,
      }),
      okButtonProps: { danger: values.amount.trim().startsWith('-') },
      onOk: () =>
        adjust
          .mutateAsync({ ...values, amount: values.amount.trim(), reason: values.reason.trim() })
          .then(() => form.resetFields())
          .catch((error: unknown) => {
            showOnField(form, error, ['user_id', 'currency', 'account', 'amount', 'reason'])
          }),
    })
  }
  return (
    <Card title={t('ledger.adjust')}>
      <Alert type="info" showIcon title={t('ledger.adjust_hint')} style={{ marginBottom: 16 }} />
      {filed !== null && (
        <Alert
          className="adjustment-filed"
          type="warning"
          showIcon
          closable={{ onClose: () => setFiled(null) }}
          title={t('ledger.adjust_pending', { id: filed })}
          description={t('ledger.adjust_pending_hint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Adjustment> form={form} layout="vertical" onFinish={submit} initialValues={{ account: 'change' }}>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="user_id" label={t('users.user_id')} rules={[rule(checkRequired, t)]}>
              <InputNumber min={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="currency" label={t('common.asset')} rules={[rule(checkRequired, t)]}>
              <AssetSelect />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="account" label={t('ledger.account')} rules={[rule(checkRequired, t)]}>
              <Select options={ACCOUNTS.map((a) => ({ value: a, label: t(`ledger.account_${a}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="amount"
          label={t('common.amount')}
          extra={t('ledger.amount_hint')}
          rules={[rule(checkSignedAmount, t)]}
        >
          <Input inputMode="decimal" placeholder="-12.5" />
        </Form.Item>
        <Form.Item name="reason" label={t('form.reason')} rules={[rule(checkReason, t)]}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {t('ledger.adjust_submit')}
        </Button>
      </Form>
    </Card>
  )
}

function VerifyCard() {
  const { t } = useI18n()
  const report = useQuery({
    queryKey: ['ledger-verify'],
    queryFn: () => api.get<LedgerReport>(`${ADMIN}/ledger/verify`),
    enabled: false,
  })
  return (
    <Card
      title={t('ledger.verify')}
      extra={
        <Button onClick={() => void report.refetch()} loading={report.isFetching}>
          {t('ledger.verify_run')}
        </Button>
      }
    >
      {report.isError && <Alert type="error" showIcon title={report.error.message} />}
      {!report.data && !report.isError && <Alert type="info" title={t('ledger.verify_hint')} />}
      {report.data && (
        <>
          <Result
            status={report.data.clean ? 'success' : 'error'}
            title={report.data.clean ? t('ledger.clean') : t('ledger.problems', { count: report.data.problems.length })}
            style={{ padding: '12px 0' }}
          />
          <Descriptions
            size="small"
            bordered
            column={3}
            items={[
              { key: 'a', label: t('ledger.accounts'), children: report.data.accounts },
              { key: 't', label: t('ledger.transactions'), children: report.data.transactions },
              { key: 'e', label: t('ledger.entries'), children: report.data.entries },
            ]}
          />
          {report.data.problems.length > 0 && (
            <List
              size="small"
              style={{ marginTop: 12 }}
              bordered
              dataSource={report.data.problems}
              renderItem={(problem) => <List.Item className="mono">{problem}</List.Item>}
            />
          )}
        </>
      )}
    </Card>
  )
}

function PriceCard() {
  const { t } = useI18n()
  const [form] = Form.useForm<{ currency: number; usdt_price: string }>()
  const price = useAction((values: { currency: number; usdt_price: string }) =>
    api.post(`${ADMIN}/assets/price`, { ...values }),
  )
  return (
    <Card title={t('ledger.price')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void price
            .mutateAsync({ ...values, usdt_price: values.usdt_price.trim() })
            .then(() => form.resetFields())
            .catch((error: unknown) => showOnField(form, error, ['currency', 'usdt_price']))
        }
      >
        <Form.Item name="currency" label={t('common.asset')} rules={[rule(checkRequired, t)]}>
          <AssetSelect />
        </Form.Item>
        <Form.Item
          name="usdt_price"
          label={t('ledger.usdt_price')}
          extra={t('ledger.price_hint')}
          rules={[rule(checkPositiveAmount, t)]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Button htmlType="submit" loading={price.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}

/**
 * Ledger adjustments with a reason (one above the published amount waits for a second operator), the requests
 * waiting for that decision, the ledger's own invariant check, and reference prices (finance).
 */
export default function Ledger() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <AdjustCard />
      </Col>
      <Col xs={24} xl={10}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <VerifyCard />
          </Col>
          <Col span={24}>
            <PriceCard />
          </Col>
        </Row>
      </Col>
      <Col span={24}>
        <AdjustmentRequests />
      </Col>
    </Row>
  )
}
