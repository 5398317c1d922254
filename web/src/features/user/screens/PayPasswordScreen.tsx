import type { ComponentProps } from 'react'
import { Form } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { AuthForm } from '@/components/form/AuthForm'
import { CodeItem } from '@/components/form/CodeAndPasswordItems'
import { PasswordField } from '@/components/form/fields'
import { check, sameAs } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { isPin } from '@/lib/validators'
import { useSendCode, useSetPayPassword } from '../mutations'
import { useUserInfo } from '../queries'

interface PayPasswordForm {
  code: string
  pay_password: string
  re_pay_password: string
}

export function PayPasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const sending = useSendCode()
  const saving = useSetPayPassword()
  useUserInfo()
  const account = useSession((s) => s.user?.email || s.user?.account || '')
  const hasOne = useSession((s) => (s.user?.has_pay_password ?? 0) === 1)

  const onSendCode = async () => {
    toast.success(await sending.mutateAsync({ user_string: account, scene: 'pay_password' }))
  }

  const submit = (values: PayPasswordForm) => {
    saving.mutate({ ...values, code: values.code.trim() }, { onSuccess: () => void navigate(-1) })
  }

  return (
    <Page title={t(hasOne ? 'pay_password.reset_title' : 'pay_password.title')} plain>
      <div className="auth">
        <p className="form-hint">{t('pay_password.hint', { account })}</p>
        <AuthForm busy={saving.isPending || saving.isSuccess} submitText={t('pay_password.submit')} onFinish={submit}>
          <CodeItem onSendCode={onSendCode} />
          <Form.Item
            name="pay_password"
            label={t('pay_password.new')}
            rules={[check(isPin, t('pay_password.six_digits'))]}
          >
            <PinField />
          </Form.Item>
          <Form.Item
            name="re_pay_password"
            label={t('pay_password.confirm')}
            dependencies={['pay_password']}
            rules={[
              check(isPin, t('pay_password.six_digits')),
              sameAs('pay_password', t('auth.errors.passwords_mismatch')),
            ]}
          >
            <PinField />
          </Form.Item>
        </AuthForm>
      </div>
    </Page>
  )
} /** The six digits of a pay password, hidden until shown; Form.Item supplies value and onChange. */
function PinField(props: ComponentProps<typeof PasswordField>) {
  const { t } = useTranslation()
  return (
    <PasswordField
      {...props}
      placeholder={t('pay_password.placeholder')}
      autoComplete="off"
      inputMode="numeric"
      maxLength={6}
    />
  )
}
