import { Form, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { AuthForm } from '@/features/auth/components/AuthForm'
import { CodeField, TextField } from '@/features/auth/components/fields'
import { check, required } from '@/features/auth/rules'
import '@/features/settings/settings.css'
import { toast } from '@/lib/toast'
import { isCode, isEmail } from '@/lib/validators'
import { bindEmail } from '../api/bindEmail'

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
  const [busy, setBusy] = useState(false)

  const onSendCode = async () => {
    await form.validateFields(['email'])
    const email = String(form.getFieldValue('email') ?? '').trim()
    toast.success(await sendCode({ user_string: email, scene: 'bind_email' }))
  }

  const submit = async (values: BindEmailForm) => {
    setBusy(true)
    try {
      toast.success(await bindEmail({ email: values.email.trim(), code: values.code.trim() }))
      form.resetFields()
      onBound()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" showCloseButton>
      <h3 className="sheet-title">{t('bind.email_title')}</h3>
      <div className="form-sheet">
        <AuthForm form={form} busy={busy} submitText={t('security.bind_button')} onFinish={(v: BindEmailForm) => void submit(v)}>
          <Form.Item
            name="email"
            label={t('auth.email')}
            rules={[required(t('auth.errors.email_required')), check((v) => isEmail(v), t('auth.errors.email_invalid'))]}
          >
            <TextField type="email" inputMode="email" autoComplete="email" placeholder={t('auth.email_placeholder')} />
          </Form.Item>
          <Form.Item name="code" label={t('auth.code')} rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}>
            <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
          </Form.Item>
        </AuthForm>
      </div>
    </Popup>
  )
}
