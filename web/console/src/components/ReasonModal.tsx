import { Form, Input, Modal } from 'antd'
import { useState, type ReactNode } from 'react'
import { useI18n } from '../lib/i18n'
import { checkReason, REASON_MAX } from '../lib/validation'
import { rule } from './rules'
import { showOnField } from './serverErrors'

/** Asks for the reason a decision needs (reject, freeze, end sessions…), then runs it; stays open on failure. */
export function ReasonModal(props: {
  open: boolean
  title: string
  okText?: string
  danger?: boolean
  onCancel: () => void
  onSubmit: (reason: string) => Promise<unknown>
  /** What the operator should know before deciding, shown above the reason. */
  children?: ReactNode
}) {
  const { t } = useI18n()
  const [form] = Form.useForm<{ reason: string }>()
  const [pending, setPending] = useState(false)
  const submit = async () => {
    const { reason } = await form.validateFields()
    setPending(true)
    try {
      await props.onSubmit(reason.trim())
      form.resetFields()
    } catch (error) {
      showOnField(form, error, ['reason'])
    } finally {
      setPending(false)
    }
  }
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('common.confirm')}
      okButtonProps={{ danger: props.danger, loading: pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields()
        props.onCancel()
      }}
      destroyOnHidden
    >
      {props.children}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('form.reason')} rules={[rule(checkReason, t)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount autoFocus placeholder={t('form.reason_hint')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** Rejects `row` with the reason asked for; closed (and `row` null) when no row is being rejected. */
export function RejectModal<T>({
  row,
  title,
  onReject,
  onClose,
}: {
  row: T | null
  title: string
  onReject: (row: T, reason: string) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useI18n()
  return (
    <ReasonModal
      open={row !== null}
      title={title}
      okText={t('common.reject')}
      danger
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (row) await onReject(row, reason)
        onClose()
      }}
    />
  )
}
