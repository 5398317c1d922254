import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
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

/** Sign-in with e-mail, password and, for operators who turned it on, a code from their authenticator app. */
export function Login() {
  const { t } = useI18n()
  const [form] = Form.useForm<Values>()
  const client = useQueryClient()
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState('')
  const [needsCode, setNeedsCode] = useState(false)

  const submit = async (values: Values) => {
    setPending(true)
    setProblem('')
    const fields = loginFields(values)
    try {
      const token = await api.post<string>(`${ADMIN}/login`, fields)
      client.clear()
      setToken(token)
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
