import { Form } from 'antd-mobile'
import { TextField } from '@/components/form/fields'
import { check } from '@/components/form/rules'
import { useTranslation } from '@/lib/i18n'

/** Six digits, as an authenticator app shows them. */
export const TOTP_CODE = /^\d{6}$/

/** The authenticator code field (`code`) of a form that signs in or turns the second factor on. */
export function TotpCodeField() {
  const { t } = useTranslation()
  return (
    <Form.Item
      name="code"
      label={t('auth_totp.code')}
      rules={[check((value) => TOTP_CODE.test(value), t('auth_totp.code_invalid'))]}
    >
      <TextField
        placeholder={t('auth_totp.code_placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </Form.Item>
  )
}
