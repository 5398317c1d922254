import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeAndPasswordItems } from '@/components/form/CodeAndPasswordItems'
import { Page } from '@/components/Page'
import { useSendCode } from '@/features/user'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useUpdatePassword } from '../queries'
import { endSession } from '../session'

interface PasswordForm {
  code: string
  password: string
  re_password: string
}

export function PasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const account = useSession((s) => s.user?.account ?? '')
  const sending = useSendCode()
  const updating = useUpdatePassword()

  const onSendCode = async () => {
    await sending.mutateAsync({ user_string: account, scene: 'update_password' })
    toast.success(t('auth.code_sent'))
  }

  const submit = (values: PasswordForm) => {
    const params = { code: values.code.trim(), password: values.password, re_password: values.re_password }
    updating.mutate(params, {
      onSuccess: (text) => {
        toast.success(text)
        void navigate(ROUTES.login, { replace: true })
        endSession()
      },
    })
  }

  return (
    <Page title={t('password.title')} plain>
      <div className="auth">
        <p className="form-hint">{t('password.hint', { account })}</p>
        <AuthForm busy={updating.isPending || updating.isSuccess} submitText={t('password.submit')} onFinish={submit}>
          <CodeAndPasswordItems onSendCode={onSendCode} passwordLabel="auth.new_password" />
        </AuthForm>
      </div>
    </Page>
  )
}
