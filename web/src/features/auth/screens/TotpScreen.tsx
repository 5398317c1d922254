import { Button, Form, List } from 'antd-mobile'
import { useState } from 'react'
import { AuthForm } from '@/components/form/AuthForm'
import { PasswordField, TextField } from '@/components/form/fields'
import { required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { PendingView } from '@/components/StateView'
import { useZone } from '@/hooks/useZone'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'
import type { TotpSetup } from '../api/totp'
import { TotpCodeField } from '../components/TotpCodeField'
import { useDisableTotp, useEnableTotp, useSetupTotp, useTotpStatus } from '../queries'
import { copyText } from '../totp/copy'
import { useTotpStrings } from '../totp/strings'
import '../auth.css'
import '../totp/totp.css'

/**
 * Security → Authenticator app: turns the second factor on (a new key, as text and as an `otpauth://` link, then a
 * code from it, then the ten recovery codes shown this once) and off (login password and a code).
 */
export function TotpScreen() {
  const { t } = useTotpStrings()
  const status = useTotpStatus()
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  let body
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} />
  } else if (setup) {
    body = <Enrolment setup={setup} onEnabled={setRecoveryCodes} />
  } else if (status.data?.enabled) {
    body = <Disable enabledAt={status.data.enabled_at_ts} left={status.data.recovery_codes_left} />
  } else if (status.data) {
    body = <Start onSetup={setSetup} />
  } else {
    body = <PendingView query={status} failed={t('auth_totp.load_failed')} />
  }

  return (
    <Page title={t('auth_totp.settings_title')}>
      <div className="totp">{body}</div>
    </Page>
  )
}

/** Off: what the second factor does, and the button that asks for a new key. */
function Start({ onSetup }: { onSetup: (setup: TotpSetup) => void }) {
  const { t } = useTranslation()
  const starting = useSetupTotp()
  return (
    <>
      <p className="totp-intro">{t('auth_totp.intro')}</p>
      <Button
        className="totp-enable"
        block
        color="primary"
        loading={starting.isPending}
        onClick={() => starting.mutate(undefined, { onSuccess: onSetup })}
      >
        {t('auth_totp.enable')}
      </Button>
    </>
  )
}

/** The new key as text and as a link, with a copy button for each. */
function Fact({ label, value, href }: { label: string; value: string; href?: string }) {
  const { t } = useTranslation()
  return (
    <dl className="totp-fact">
      <dt>{label}</dt>
      <dd className="num">{href ? <a href={href}>{value}</a> : value}</dd>
      <button
        type="button"
        className="totp-copy"
        aria-label={`${t('auth_totp.copy')} ${label}`}
        onClick={() => copyText(value)}
      >
        {t('auth_totp.copy')}
      </button>
    </dl>
  )
}

/** A key that waits for its first code: adding it to the app, then the code that turns the second factor on. */
function Enrolment({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation()
  const enabling = useEnableTotp()
  const [form] = Form.useForm()
  const submit = ({ code }: { code: string }) =>
    enabling.mutate(code.trim(), {
      onSuccess: ({ recovery_codes }) => {
        toast.success(t('auth_totp.enabled'))
        onEnabled(recovery_codes)
      },
      onError: () => form.setFieldValue('code', ''),
    })
  return (
    <div className="totp-setup">
      <p className="totp-step">{t('auth_totp.step_secret')}</p>
      <Fact label={t('auth_totp.secret_label')} value={setup.secret} />
      <Fact label={t('auth_totp.uri_label')} value={setup.otpauth_url} href={setup.otpauth_url} />
      <p className="totp-step">{t('auth_totp.step_code')}</p>
      <AuthForm form={form} busy={enabling.isPending} submitText={t('auth_totp.confirm_enable')} onFinish={submit}>
        <TotpCodeField />
      </AuthForm>
    </div>
  )
}

/** The ten recovery codes, shown this once, with a warning to store them. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="totp-recovery">
      <p className="totp-step">{t('auth_totp.recovery_title')}</p>
      <p className="totp-warning" role="alert">
        {t('auth_totp.recovery_warning')}
      </p>
      <ol className="totp-codes num">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="totp-copy-all" block color="primary" fill="outline" onClick={() => copyText(codes.join('\n'))}>
        {t('auth_totp.copy_all')}
      </Button>
      <Button block color="primary" onClick={() => void navigate(ROUTES.security, { replace: true })}>
        {t('auth_totp.done')}
      </Button>
    </div>
  )
}

/** On: since when, how many recovery codes are left, and the form that turns it off. */
function Disable({ enabledAt, left }: { enabledAt: number | null; left: number }) {
  const { t } = useTranslation()
  const zone = useZone()
  const disabling = useDisableTotp()
  const [form] = Form.useForm()
  const submit = ({ password, code }: { password: string; code: string }) =>
    disabling.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast.success(t('auth_totp.disabled'))
          form.resetFields()
        },
        onError: () => form.setFieldValue('code', ''),
      },
    )
  return (
    <>
      <SettingsList>
        <List.Item
          extra={t('auth_totp.on')}
          description={enabledAt ? t('auth_totp.enabled_since', { date: formatDate(enabledAt, zone) }) : undefined}
        >
          {t('auth_totp.settings_title')}
        </List.Item>
        <List.Item>{t('auth_totp.recovery_left', { count: left })}</List.Item>
      </SettingsList>
      <p className="totp-intro">{t('auth_totp.disable_intro')}</p>
      <AuthForm form={form} busy={disabling.isPending} submitText={t('auth_totp.disable')} onFinish={submit}>
        <Form.Item
          name="password"
          label={t('auth_totp.password')}
          rules={[required(t('auth_totp.password_placeholder'))]}
        >
          <PasswordField placeholder={t('auth_totp.password_placeholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="code" label={t('auth_totp.code')} rules={[required(t('auth_totp.code_invalid'))]}>
          <TextField
            placeholder={t('auth_totp.disable_code_placeholder')}
            autoComplete="one-time-code"
            maxLength={16}
          />
        </Form.Item>
      </AuthForm>
    </>
  )
}
