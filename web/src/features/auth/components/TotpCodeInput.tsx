import { Input } from 'antd-mobile'
import { useTotpStrings } from '../totp/strings'

/** The 6-digit authenticator code a withdrawal asks for once the second factor is on (sent as `totp_code`). */
export function TotpCodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTotpStrings()
  return (
    <Input
      name="totp_code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      aria-label={t('auth_totp.code')}
      placeholder={t('auth_totp.code')}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
    />
  )
}
