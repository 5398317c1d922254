import { Form } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import '@/features/auth/auth.css'
import { AuthHeader } from '@/features/auth/components/AuthHeader'
import { PasswordField, TextField } from '@/features/auth/components/fields'
import { required } from '@/features/auth/rules'
import { logIn } from '@/features/auth/session'
import { useSiteName } from '@/features/common/SiteLogo'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { AuthForm } from '@/features/auth/components/AuthForm'

interface LoginForm {
  user_string: string
  password: string
}

export default function LoginScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const [busy, setBusy] = useState(false)

  const submit = async (values: LoginForm) => {
    setBusy(true)
    try {
      await logIn({ user_string: values.user_string.trim(), password: values.password })
      toast.success(t('auth.login_success'))
      void navigate(ROUTES.home, { replace: true })
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page plain>
      <div className="auth">
        <AuthHeader title={t('auth.login_title', { site: siteName })} subtitle={t('auth.login_subtitle')} />
        <AuthForm busy={busy} submitText={t('auth.login_button')} onFinish={(values: LoginForm) => void submit(values)}>
          <Form.Item name="user_string" label={t('auth.account')} rules={[required(t('auth.errors.account_required'))]}>
            <TextField placeholder={t('auth.account_placeholder')} autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={[required(t('auth.errors.password_required'))]}>
            <PasswordField placeholder={t('auth.password_placeholder')} autoComplete="current-password" />
          </Form.Item>
        </AuthForm>
        <div className="auth-actions">
          <Link to={ROUTES.forget}>{t('auth.forgot')}</Link>
          <span>
            {t('auth.no_account')} <Link to={ROUTES.register}>{t('auth.go_register')}</Link>
          </span>
        </div>
      </div>
    </Page>
  )
}
