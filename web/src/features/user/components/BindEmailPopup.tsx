import { Form } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { TextField } from '@/components/form/fields'
import { check, required } from '@/components/form/rules'
import { toast } from '@/lib/toast'
import { isEmail } from '@/lib/validators'
import { useBindEmail, useSendCode } from '../mutations'
import { BindSheet, bindOnFinish } from './BindSheet'

interface BindEmailForm {
  email: string
  code: string
}

interface BindEmailPopupProps {
  visible: boolean
  onClose: () => void
  onBound: () => void
}

/** Sheet that binds an e-mail: /sms_mail (scene bind_email) for the code, then /safe/email. */
export function BindEmailPopup({ visible, onClose, onBound }: BindEmailPopupProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<BindEmailForm>()
  const sending = useSendCode()
  const binding = useBindEmail()

  const onSendCode = async () => {
    await form.validateFields(['email'])
    const email = String(form.getFieldValue('email') ?? '').trim()
    toast.success(await sending.mutateAsync({ user_string: email, scene: 'bind_email' }))
  }

  return (
    <BindSheet
      visible={visible}
      onClose={onClose}
      title={t('bind.email_title')}
      form={form}
      busy={binding.isPending}
      onFinish={bindOnFinish(
        form,
        binding,
        (values) => ({ email: values.email.trim(), code: values.code.trim() }),
        onBound,
      )}
      onSendCode={onSendCode}
    >
      <Form.Item
        name="email"
        label={t('auth.email')}
        rules={[required(t('auth.errors.email_required')), check((v) => isEmail(v), t('auth.errors.email_invalid'))]}
      >
        <TextField type="email" inputMode="email" autoComplete="email" placeholder={t('auth.email_placeholder')} />
      </Form.Item>
    </BindSheet>
  )
}
