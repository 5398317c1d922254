import { Form } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeAndPasswordItems } from '@/components/form/CodeAndPasswordItems'
import { TextField } from '@/components/form/fields'
import { check, required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { useSendCode } from '@/features/user'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isEmail } from '@/lib/validators'
import '../auth.css'
import { AuthHeader } from '../components/AuthHeader'
import { useResetPassword } from '../queries'

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

export function ForgetScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [form] = Form.useForm<ForgetForm>()
  const sending = useSendCode()
  const resetting = useResetPassword()

  const onSendCode = async () => {
    await form.validateFields(['user_string'])
    await sending.mutateAsync({ user_string: String(form.getFieldValue('user_string')).trim(), scene: 'forget' })
    toast.success(t('auth.code_sent'))
  }

  const submit = (values: ForgetForm) => {
    const params = {
      user_string: values.user_string.trim(),
      code: values.code.trim(),
      password: values.password,
      re_password: values.re_password,
    }
    resetting.mutate(params, {
      onSuccess: () => {
        toast.success(t('auth.reset_success'))
        void navigate(ROUTES.login, { replace: true })
      },
    })
  }

  return (
    <Page plain>
      <div className="auth">
        <AuthHeader title={t('auth.forget_title')} subtitle={t('auth.forget_subtitle')} />
        <AuthForm
          form={form}
          busy={resetting.isPending || resetting.isSuccess}
          submitText={t('auth.reset_button')}
          onFinish={submit}
        >
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
