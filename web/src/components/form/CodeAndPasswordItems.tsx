import { Form } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { isCode, isPassword } from '@/lib/validators'
import { CodeField, PasswordField } from './fields'
import { check, required, sameAs } from './rules'

interface CodeAndPasswordItemsProps {
  onSendCode: () => Promise<void>
  /** i18n key of the password label: `auth.password` when signing up, `auth.new_password` when changing. */
  passwordLabel: 'auth.password' | 'auth.new_password'
}

/** The verification code field, with the button that sends the code. */
export function CodeItem({ onSendCode }: { onSendCode: () => Promise<void> }) {
  const { t } = useTranslation()
  return (
    <Form.Item name="code" label={t('auth.code')} rules={[check((v) => isCode(v), t('auth.errors.code_invalid'))]}>
      <CodeField placeholder={t('auth.code_placeholder')} onSend={onSendCode} />
    </Form.Item>
  )
}

/** The code, password and confirmation fields that sign-up, reset and password change share. */
export function CodeAndPasswordItems({ onSendCode, passwordLabel }: CodeAndPasswordItemsProps) {
  const { t } = useTranslation()
  return (
    <>
      <CodeItem onSendCode={onSendCode} />
      <Form.Item
        name="password"
        label={t(passwordLabel)}
        rules={[check(isPassword, t('auth.errors.password_invalid'))]}
      >
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
    </>
  )
}
