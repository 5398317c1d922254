import { Form } from 'antd-mobile'
import { useState } from 'react'
import { AuthForm } from '@/components/form/AuthForm'
import { TextField } from '@/components/form/fields'
import { required } from '@/components/form/rules'
import { RequestError } from '@/lib/request'
import '../auth.css'
import type { TotpChallenge } from '../api/login'
import { useLogInWithCode } from '../queries'
import { useTotpStrings } from '../totp/strings'
import { AuthHeader } from './AuthHeader'
import { TotpCodeField } from './TotpCodeField'

/** Six digits, as an authenticator app shows them. */

interface TotpLoginStepProps {
  challenge: TotpChallenge
  /** The session is stored: go on as after a password sign-in. */
  onSignedIn: () => void
  /** Back to the password (the challenge expired, or the user chose to). */
  onBack: () => void
}

/**
 * The second step of a sign-in to an account with the second factor on: a current authenticator code, or one of
 * the recovery codes, completes the challenge the password answered.
 */
export function TotpLoginStep({ challenge, onSignedIn, onBack }: TotpLoginStepProps) {
  const { t } = useTotpStrings()
  const verifying = useLogInWithCode()
  const [recovery, setRecovery] = useState(false)
  const [form] = Form.useForm()

  const submit = ({ code }: { code: string }) => {
    const typed = code.trim()
    verifying.mutate(
      recovery
        ? { challenge: challenge.challenge, recovery_code: typed }
        : { challenge: challenge.challenge, code: typed },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof RequestError && error.error === 'challenge_expired') onBack()
          else form.setFieldValue('code', '')
        },
      },
    )
  }

  const switchMode = () => {
    form.setFieldValue('code', '')
    setRecovery((r) => !r)
  }

  return (
    <div className="auth-totp">
      <AuthHeader
        title={t('auth_totp.title')}
        subtitle={t(recovery ? 'auth_totp.recovery_subtitle' : 'auth_totp.login_subtitle')}
      />
      <AuthForm
        form={form}
        busy={verifying.isPending || verifying.isSuccess}
        submitText={t('auth_totp.verify')}
        onFinish={submit}
      >
        {recovery ? (
          <Form.Item
            key="recovery"
            name="code"
            label={t('auth_totp.recovery_code')}
            rules={[required(t('auth_totp.recovery_required'))]}
          >
            <TextField placeholder="ABCDE-FGHIJ" autoComplete="off" maxLength={16} />
          </Form.Item>
        ) : (
          <TotpCodeField key="code" />
        )}
      </AuthForm>
      <div className="auth-actions">
        <a className="auth-totp-switch" onClick={switchMode}>
          {t(recovery ? 'auth_totp.use_code' : 'auth_totp.use_recovery')}
        </a>
        <a className="auth-totp-back" onClick={onBack}>
          {t('auth_totp.back_to_login')}
        </a>
      </div>
    </div>
  )
}
