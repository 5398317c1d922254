import { Form } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { AuthForm } from '@/components/form/AuthForm'
import { PasswordField, TextField } from '@/components/form/fields'
import { required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { useSiteName } from '@/components/SiteLogo'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import '../auth.css'
import type { TotpChallenge } from '../api/login'
import { AuthHeader } from '../components/AuthHeader'
import { TotpLoginStep } from '../components/TotpLoginStep'
import { WalletSignIn } from '../components/WalletSignIn'
import { useLogIn } from '../queries'

interface LoginForm {
  user_string: string
  password: string
}

export function LoginScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const loggingIn = useLogIn()
  // An invite link may carry its code (`?extension_code=`); a wallet that opens an account here honours it.
  const [params] = useSearchParams()
  const extensionCode = params.get('extension_code')?.trim() || undefined
  // An account with the second factor on answers a challenge: the code step completes it.
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null)

  const signedIn = () => {
    toast.success(t('auth.login_success'))
    void navigate(ROUTES.home, { replace: true })
  }

  const submit = (values: LoginForm) => {
    loggingIn.mutate(
      { user_string: values.user_string.trim(), password: values.password },
      { onSuccess: (asked) => (asked ? setChallenge(asked) : signedIn()) },
    )
  }

  if (challenge) {
    const back = () => {
      loggingIn.reset()
      setChallenge(null)
    }
    return (
      <Page plain>
        <div className="auth">
          <Suspense fallback={null}>
            <TotpLoginStep challenge={challenge} onSignedIn={signedIn} onBack={back} />
          </Suspense>
        </div>
      </Page>
    )
  }

  return (
    <Page plain>
      <div className="auth">
        <AuthHeader title={t('auth.login_title', { site: siteName })} subtitle={t('auth.login_subtitle')} />
        <AuthForm
          busy={loggingIn.isPending || (loggingIn.isSuccess && !loggingIn.data)}
          submitText={t('auth.login_button')}
          onFinish={submit}
        >
          <Form.Item name="user_string" label={t('auth.account')} rules={[required(t('auth.errors.account_required'))]}>
            <TextField placeholder={t('auth.account_placeholder')} autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={[required(t('auth.errors.password_required'))]}>
            <PasswordField placeholder={t('auth.password_placeholder')} autoComplete="current-password" />
          </Form.Item>
        </AuthForm>
        <Suspense fallback={<div className="wallet-sign-in" />}>
          <WalletSignIn extensionCode={extensionCode} onChallenge={setChallenge} />
        </Suspense>
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
