import { Alert, Button, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { userLabel } from '../../lib/format'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { OtcOrder } from '../../lib/types'
import { checkReason, REASON_MAX } from '../../lib/validation'
import type { Outcome } from './shared'

/**
 * Decides a dispute one way (`release` to the buyer or `return` to the seller): first the reason both parties will
 * read, then a confirmation that says where the coins go. The decision moves escrowed coins and cannot be undone.
 */
export function DecideModal({
  order,
  outcome,
  onClose,
}: {
  order: OtcOrder
  outcome: Outcome | null
  onClose: (decided: boolean) => void
}) {
  const { t, amount } = useI18n()
  const [form] = Form.useForm<{ reason: string }>()
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const decide = useAction(
    (vars: { id: number; outcome: Outcome; reason: string }) => api.post(`${ADMIN}/otc/disputes/decide`, vars),
    [['otc'], ['dashboard']],
    (vars) => {
      const party = vars.outcome === 'release' ? order.buyer : order.seller
      return t(vars.outcome === 'release' ? 'otc.released_done' : 'otc.returned_done', {
        id: order.id,
        amount: amount(order.amount),
        asset: order.currency_name,
        name: party.name,
        user: userLabel(party),
      })
    },
  )
  const title = outcome ? t(`otc.outcome_${outcome}`) : ''
  const close = (decided: boolean) => {
    setReason('')
    setConfirming(false)
    onClose(decided)
  }
  const footer = confirming
    ? [
        <Button key="back" onClick={() => setConfirming(false)}>
          {t('otc.back')}
        </Button>,
        <Button
          key="decide"
          type="primary"
          danger={outcome === 'return'}
          loading={decide.isPending}
          onClick={() =>
            outcome &&
            void decide
              .mutateAsync({ id: order.id, outcome, reason })
              .then(() => close(true))
              .catch(() => undefined)
          }
        >
          {title}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={() => close(false)}>
          {t('otc.cancel')}
        </Button>,
        <Button
          key="next"
          type="primary"
          onClick={() =>
            void form
              .validateFields()
              .then((values) => {
                setReason(values.reason.trim())
                setConfirming(true)
              })
              .catch(() => undefined)
          }
        >
          {t('otc.continue')}
        </Button>,
      ]
  const where =
    outcome === 'release'
      ? t('otc.confirm_release', {
          amount: order.amount,
          asset: order.currency_name,
          name: order.buyer.name,
          user: order.buyer.user_id,
        })
      : t('otc.confirm_return', {
          amount: order.amount,
          asset: order.currency_name,
          name: order.seller.name,
          user: order.seller.user_id,
        })
  return (
    <Modal open={outcome !== null} title={title} footer={footer} onCancel={() => close(false)} destroyOnHidden>
      {confirming ? (
        <div className="otc-confirm">
          <Alert type="warning" showIcon title={where} description={t('otc.final')} />
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">{t('form.reason')}: </Typography.Text>
            <span className="otc-text">{reason}</span>
          </Typography.Paragraph>
        </div>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ reason }}>
          <Form.Item name="reason" label={t('form.reason')} extra={t('otc.reason_hint')} rules={[rule(checkReason, t)]}>
            <Input.TextArea rows={3} maxLength={REASON_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
