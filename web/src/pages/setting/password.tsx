import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { endSession } from '@/features/auth/session'
import '@/features/settings/settings.css'
import { updatePassword } from '@/features/user/api/updatePassword'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { CodeAndPasswordItems } from '@/features/auth/components/CodeAndPasswordItems'
import { AuthForm } from '@/features/auth/components/AuthForm'

interface PasswordForm {
  code: string
  password: string
  re_password: string
}

export default function PasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const account = useSession((s) => s.user?.account ?? '')
  const [busy, setBusy] = useState(false)

  const onSendCode = async () => {
    await sendCode({ user_string: account, scene: 'update_password' })
    toast.success(t('auth.code_sent'))
  }

  const submit = async (values: PasswordForm) => {
    setBusy(true)
    try {
      toast.success(
        await updatePassword({ code: values.code.trim(), password: values.password, re_password: values.re_password }),
      )
      void navigate(ROUTES.login, { replace: true })
      endSession()
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page title={t('password.title')} plain>
      <div className="auth">
        <p className="form-hint">{t('password.hint', { account })}</p>
        <AuthForm busy={busy} submitText={t('password.submit')} onFinish={(values: PasswordForm) => void submit(values)}>
          <CodeAndPasswordItems onSendCode={onSendCode} passwordLabel="auth.new_password" />
        </AuthForm>
      </div>
    </Page>
  )
}
