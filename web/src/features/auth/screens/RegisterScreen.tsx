import { Form, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { AreaCodeSelect } from '@/components/form/AreaCodeSelect'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeAndPasswordItems } from '@/components/form/CodeAndPasswordItems'
import { TextField } from '@/components/form/fields'
import { check, optional, required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { useSiteName } from '@/components/SiteLogo'
import { useSendCode } from '@/features/user'
import { DEFAULT_AREA_CODE } from '@/lib/areaCodes'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isAccountValid, isLettersOrDigits, type AccountType } from '@/lib/validators'
import '../auth.css'
import { AuthHeader } from '../components/AuthHeader'
import { useLogIn, useRegister } from '../queries'

interface RegisterForm {
  user_string: string
  code: string
  password: string
  re_password: string
  extension_code?: string
}

export function RegisterScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const [form] = Form.useForm<RegisterForm>()
  // An invite link (`?extension_code=<code>`) fills the invite code.
  const [query] = useSearchParams()
  const invitedBy = query.get('extension_code')?.trim() || undefined
  const [type, setType] = useState<AccountType>('email')
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE)
  const sending = useSendCode()
  const registering = useRegister()
  const loggingIn = useLogIn()
  const mobile = type === 'mobile'

  const accountRules = [
    required(t(mobile ? 'auth.errors.mobile_required' : 'auth.errors.email_required')),
    check(
      (v) => isAccountValid(type, areaCode, v),
      t(mobile ? 'auth.errors.mobile_invalid' : 'auth.errors.email_invalid'),
    ),
  ]

  const account = (): string => String(form.getFieldValue('user_string') ?? '').trim()

  const onSendCode = async () => {
    await form.validateFields(['user_string'])
    await sending.mutateAsync({ user_string: account(), scene: 'register', area_code: mobile ? areaCode : undefined })
    toast.success(t('auth.code_sent'))
  }

  const submit = (values: RegisterForm) => {
    const params = {
      user_string: values.user_string.trim(),
      code: values.code.trim(),
      password: values.password,
      re_password: values.re_password,
      extension_code: values.extension_code?.trim() || undefined,
      type,
      area_code: mobile ? areaCode : undefined,
    }
    // A new account is signed in at once with what was just typed; should that fail, the login form takes over.
    registering.mutate(params, {
      onSuccess: () => {
        toast.success(t('auth.register_success'))
        loggingIn.mutate(
          { user_string: params.user_string, password: params.password },
          {
            onSuccess: () => void navigate(ROUTES.home, { replace: true }),
            onError: () => void navigate(ROUTES.login, { replace: true }),
          },
        )
      },
    })
  }

  const switchType = (key: string) => {
    setType(key === 'mobile' ? 'mobile' : 'email')
    form.resetFields(['user_string', 'code'])
  }

  return (
    <Page plain>
      <div className="auth">
        <AuthHeader title={t('auth.register_title', { site: siteName })} subtitle={t('auth.register_subtitle')} />
        <Tabs activeKey={type} onChange={switchType}>
          <Tabs.Tab key="email" title={t('auth.email_tab')} />
          <Tabs.Tab key="mobile" title={t('auth.mobile_tab')} />
        </Tabs>
        <AuthForm
          form={form}
          busy={registering.isPending || registering.isSuccess}
          submitText={t('auth.register_button')}
          onFinish={submit}
        >
          <Form.Item name="user_string" label={t(mobile ? 'auth.mobile' : 'auth.email')} rules={accountRules}>
            {mobile ? (
              <TextField
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={15}
                placeholder={t('auth.mobile_placeholder')}
                prefix={<AreaCodeSelect value={areaCode} onChange={setAreaCode} />}
              />
            ) : (
              <TextField
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={64}
                placeholder={t('auth.email_placeholder')}
              />
            )}
          </Form.Item>
          <CodeAndPasswordItems onSendCode={onSendCode} passwordLabel="auth.password" />
          <Form.Item
            name="extension_code"
            initialValue={invitedBy}
            label={t('auth.invite_code')}
            rules={[optional(isLettersOrDigits, t('auth.errors.invite_invalid'))]}
          >
            <TextField placeholder={t('auth.invite_placeholder')} maxLength={32} />
          </Form.Item>
        </AuthForm>
        <div className="auth-actions">
          <span>
            {t('auth.have_account')} <Link to={ROUTES.login}>{t('auth.go_login')}</Link>
          </span>
        </div>
      </div>
    </Page>
  )
}
