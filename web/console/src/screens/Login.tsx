import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Form, Input, QRCode, Typography } from 'antd'
import { useState } from 'react'
import { ADMIN, api } from '../lib/client'
import { useI18n } from '../lib/i18n'
import { loginFailure, loginFields } from '../lib/login'
import { setToken } from '../lib/session'
import { checkEmail, checkRequired } from '../lib/validation'
import { LanguageSwitch } from '../components/LanguageSwitch'
import { rule } from '../components/rules'

interface Values {
  email: string
  password: string
  totp?: string
}

/** What the first sign-in of an admin or finance operator answers instead of a session: a secret to enrol. */
interface Enrolment {
  totp_enrolment: { secret: string; otpauth_url: string }
}

/**
 * Sign-in with e-mail, password and a code from an authenticator app (admin and finance operators always, others
 * once they turned it on). An admin or finance operator's first sign-in shows the secret to enrol instead.
 */
export function Login() {
  const { t } = useI18n()
  const [form] = Form.useForm<Values>()
  const client = useQueryClient()
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState('')
  const [needsCode, setNeedsCode] = useState(false)
  const [enrolment, setEnrolment] = useState<Enrolment['totp_enrolment'] | null>(null)

  const submit = async (values: Values) => {
    setPending(true)
    setProblem('')
    const fields = loginFields(values)
    try {
      const answer = await api.post<string | Enrolment>(`${ADMIN}/login`, fields)
      if (typeof answer === 'string') {
        client.clear()
        setToken(answer)
      } else {
        setEnrolment(answer.totp_enrolment)
        setNeedsCode(true)
      }
    } catch (error) {
      const failure = loginFailure(error, fields.totp !== undefined)
      if (failure.kind === 'failed') setProblem(failure.message)
      else {
        setNeedsCode(true)
        form.setFields([
          { name: 'totp', errors: [failure.kind === 'needs_code' ? t('auth.code_needed') : failure.message] },
        ])
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="login-page">
      <Card className="login-card">
        <div className="login-lang">
          <LanguageSwitch />
        </div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.intro')}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
        {enrolment && (
          <div className="login-enrol" style={{ marginBottom: 16 }}>
            <Alert type="info" showIcon title={t('auth.enrol')} style={{ marginBottom: 12 }} />
            <QRCode type="svg" value={enrolment.otpauth_url} size={160} />
            <Typography.Text copyable className="mono" data-testid="enrol-secret">
              {enrolment.secret}
            </Typography.Text>
          </div>
        )}
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="email" label={t('auth.email')} rules={[rule(checkEmail, t)]}>
            <Input prefix={<MailOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={[rule(checkRequired, t)]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="totp"
            label={t('auth.totp')}
            extra={needsCode ? undefined : t('auth.totp_hint')}
            rules={needsCode ? [rule(checkRequired, t)] : []}
          >
            <Input
              prefix={<SafetyOutlined />}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="123456"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {t('auth.login')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
