import { Button, Form } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { resetPassword } from '@/features/auth/api/forget'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { AuthHeader } from '@/features/auth/components/AuthHeader'
import { CodeField, PasswordField, TextField } from '@/features/auth/components/fields'
import { check, required, sameAs } from '@/features/auth/rules'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isCode, isEmail, isPassword } from '@/lib/validators'

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
        <Form
          form={form}
          className="auth-form"
          layout="vertical"
          requiredMarkStyle="none"
          onFinish={(values: ForgetForm) => void submit(values)}
          footer={
            <Button className="submit" block type="submit" color="primary" loading={busy}>
              {t('auth.reset_button')}
            </Button>
          }
        >
          <Form.Item
            name="user_string"
            label={t('auth.account')}
            rules={[required(t('auth.errors.account_required')), check(isAccount, t('auth.errors.account_invalid'))]}
          >
            <TextField placeholder={t('auth.account_placeholder')} autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item name="code" label={t('auth.code')} rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}>
            <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
          </Form.Item>
          <Form.Item name="password" label={t('auth.new_password')} rules={[check(isPassword, t('auth.errors.password_invalid'))]}>
            <PasswordField placeholder={t('auth.new_password_placeholder')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="re_password"
            label={t('auth.confirm_password')}
            dependencies={['password']}
            rules={[required(t('auth.errors.confirm_required')), sameAs('password', t('auth.errors.passwords_mismatch'))]}
          >
            <PasswordField placeholder={t('auth.confirm_placeholder')} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </div>
    </Page>
  )
}
