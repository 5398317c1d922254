import { Form, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { isAccountValid, type AccountType } from '@/features/auth/account'
import { register } from '@/features/auth/api/register'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { AreaCodeSelect, DEFAULT_AREA_CODE } from '@/features/auth/components/AreaCodeSelect'
import { AuthHeader } from '@/features/auth/components/AuthHeader'
import { TextField } from '@/features/auth/components/fields'
import { check, optional, required } from '@/features/auth/rules'
import { useSiteName } from '@/features/common/SiteLogo'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import { isLettersOrDigits } from '@/lib/validators'
import { CodeAndPasswordItems } from '@/features/auth/components/CodeAndPasswordItems'
import { AuthForm } from '@/features/auth/components/AuthForm'

interface RegisterForm {
  user_string: string
  code: string
  password: string
  re_password: string
  extension_code?: string
}

export default function RegisterScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const siteName = useSiteName()
  const [form] = Form.useForm<RegisterForm>()
  const [type, setType] = useState<AccountType>('email')
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE)
  const [busy, setBusy] = useState(false)
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
    await sendCode({ user_string: account(), scene: 'register', area_code: mobile ? areaCode : undefined })
    toast.success(t('auth.code_sent'))
  }

  const submit = async (values: RegisterForm) => {
    setBusy(true)
    try {
      await register({
        user_string: values.user_string.trim(),
        code: values.code.trim(),
        password: values.password,
        re_password: values.re_password,
        extension_code: values.extension_code?.trim() || undefined,
        type,
        area_code: mobile ? areaCode : undefined,
      })
      toast.success(t('auth.register_success'))
      void navigate(ROUTES.login, { replace: true })
    } catch {
      setBusy(false)
    }
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
        <AuthForm form={form} busy={busy} submitText={t('auth.register_button')} onFinish={(values: RegisterForm) => void submit(values)}>
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
              <TextField type="email" inputMode="email" autoComplete="email" maxLength={64} placeholder={t('auth.email_placeholder')} />
            )}
          </Form.Item>
          <CodeAndPasswordItems onSendCode={onSendCode} passwordLabel="auth.password" />
          <Form.Item
            name="extension_code"
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
