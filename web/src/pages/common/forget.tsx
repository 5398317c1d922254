import { Form } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { resetPassword } from '@/features/auth/api/forget'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { AuthHeader } from '@/features/auth/components/AuthHeader'
import { TextField } from '@/features/auth/components/fields'
import { check, required } from '@/features/auth/rules'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isEmail } from '@/lib/validators'
import { CodeAndPasswordItems } from '@/features/auth/components/CodeAndPasswordItems'
import { AuthForm } from '@/features/auth/components/AuthForm'

interface ForgetForm {
  user_string: string
  code: string
  password: string
  re_password: string
}

/** An e-mail address or a mobile number of 5 to 15 digits. */
function isAccount(value: string): boolean {
  return isEmail(value) || /^\d{5,15}$/.test(value)
}

export default function ForgetScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<ForgetForm>()
  const [busy, setBusy] = useState(false)

  const onSendCode = async () => {
    await form.validateFields(['user_string'])
    await sendCode({ user_string: String(form.getFieldValue('user_string')).trim(), scene: 'forget' })
    toast.success(t('auth.code_sent'))
  }

  const submit = async (values: ForgetForm) => {
    setBusy(true)
    try {
      await resetPassword({
        user_string: values.user_string.trim(),
        code: values.code.trim(),
        password: values.password,
        re_password: values.re_password,
      })
      toast.success(t('auth.reset_success'))
      void navigate(ROUTES.login, { replace: true })
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page plain>
      <div className="auth">
        <AuthHeader title={t('auth.forget_title')} subtitle={t('auth.forget_subtitle')} />
        <AuthForm form={form} busy={busy} submitText={t('auth.reset_button')} onFinish={(values: ForgetForm) => void submit(values)}>
          <Form.Item
            name="user_string"
            label={t('auth.account')}
            rules={[required(t('auth.errors.account_required')), check(isAccount, t('auth.errors.account_invalid'))]}
          >
            <TextField placeholder={t('auth.account_placeholder')} autoComplete="username" maxLength={64} />
          </Form.Item>
          <CodeAndPasswordItems onSendCode={onSendCode} passwordLabel="auth.new_password" />
        </AuthForm>
      </div>
    </Page>
  )
}
