import { Form } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { sendCode } from '@/features/auth/api/sendCode'
import '@/features/auth/auth.css'
import { AuthForm } from '@/features/auth/components/AuthForm'
import { CodeField, PasswordField } from '@/features/auth/components/fields'
import { check, sameAs } from '@/features/auth/rules'
import '@/features/settings/settings.css'
import { setPayPassword } from '@/features/user/api/setPayPassword'
import { userInfoKey, useUserInfo } from '@/features/user/useUserInfo'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { isCode, isPin } from '@/lib/validators'

interface PayPasswordForm {
  code: string
  pay_password: string
  re_pay_password: string
}


export default function PayPasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useUserInfo()
  const account = useSession((s) => s.user?.email || s.user?.account || '')
  const hasOne = useSession((s) => (s.user?.has_pay_password ?? 0) === 1)
  const [busy, setBusy] = useState(false)

  const onSendCode = async () => {
    toast.success(await sendCode({ user_string: account, scene: 'pay_password' }))
  }

  const submit = async (values: PayPasswordForm) => {
    setBusy(true)
    try {
      toast.success(await setPayPassword({ ...values, code: values.code.trim() }))
      void queryClient.invalidateQueries({ queryKey: userInfoKey })
      void navigate(-1)
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page title={t(hasOne ? 'pay_password.reset_title' : 'pay_password.title')} plain>
      <div className="auth">
        <p className="form-hint">{t('pay_password.hint', { account })}</p>
        <AuthForm busy={busy} submitText={t('pay_password.submit')} onFinish={(v: PayPasswordForm) => void submit(v)}>
          <Form.Item name="code" label={t('auth.code')} rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}>
            <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
          </Form.Item>
          <Form.Item name="pay_password" label={t('pay_password.new')} rules={[check(isPin, t('pay_password.six_digits'))]}>
            <PasswordField placeholder={t('pay_password.placeholder')} autoComplete="off" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Form.Item
            name="re_pay_password"
            label={t('pay_password.confirm')}
            dependencies={['pay_password']}
            rules={[check(isPin, t('pay_password.six_digits')), sameAs('pay_password', t('auth.errors.passwords_mismatch'))]}
          >
            <PasswordField placeholder={t('pay_password.placeholder')} autoComplete="off" inputMode="numeric" maxLength={6} />
          </Form.Item>
        </AuthForm>
      </div>
    </Page>
  )
}
