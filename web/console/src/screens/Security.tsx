import { Alert, Button, Card, Col, Descriptions, Form, Input, QRCode, Row, Steps, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { can } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { useAction, useMe, useNotify } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { OperatorLine } from '../lib/types'
import { checkTotpCode } from '../lib/validation'

interface Setup {
  secret: string
  otpauth_url: string
}

/** The signed-in operator's second factor: a new secret to scan, confirmed with a code; or turned off with one. */
export default function Security() {
  const { t } = useI18n()
  const me = useMe().data
  const [setup, setSetup] = useState<Setup | null>(null)
  const [current, setCurrent] = useState('')
  const [enableForm] = Form.useForm<{ code: string }>()
  const [disableForm] = Form.useForm<{ code: string }>()
  // Only admins may list operators, which is where the server says whether the factor is on.
  const state = useQuery({
    queryKey: ['operators'],
    enabled: can(me?.role, 'operators.manage'),
    queryFn: () => api.get<OperatorLine[]>(`${ADMIN}/operators`),
  })
  const on = state.data?.find((o) => o.id === me?.id)?.totp
  const notify = useNotify()
  const start = useMutation({
    // Replacing an active second factor needs a current code from it.
    mutationFn: () => api.post<Setup>(`${ADMIN}/totp/setup`, current.trim() ? { code: current.trim() } : {}),
    onSuccess: setSetup,
    onError: (error) => notify.fail(error),
  })
  const enable = useAction((code: string) => api.post(`${ADMIN}/totp/enable`, { code }), [['operators']])
  const disable = useAction((code: string) => api.post(`${ADMIN}/totp/disable`, { code }), [['operators']])

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card
          title={t('security.title')}
          extra={
            on === undefined ? null : on ? <Tag color="green">{t('common.on')}</Tag> : <Tag>{t('common.off')}</Tag>
          }
        >
          <Typography.Paragraph type="secondary">{t('security.intro')}</Typography.Paragraph>
          <Steps
            size="small"
            current={setup ? 1 : 0}
            items={[
              { title: t('security.step_setup') },
              { title: t('security.step_scan') },
              { title: t('security.step_confirm') },
            ]}
            style={{ marginBottom: 20 }}
          />
          {!setup ? (
            <Row gutter={8} wrap={false}>
              <Col flex="none">
                <Input
                  placeholder={t('security.current_code')}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                  value={current}
                  onChange={(event) => setCurrent(event.target.value)}
                />
              </Col>
              <Col flex="none">
                <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
                  {on ? t('security.replace') : t('security.setup')}
                </Button>
              </Col>
            </Row>
          ) : (
            <Row gutter={16} wrap={false}>
              <Col flex="none">
                <QRCode value={setup.otpauth_url} size={180} />
              </Col>
              <Col flex="auto" style={{ minWidth: 0 }}>
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={[
                    {
                      key: 'secret',
                      label: t('security.secret'),
                      children: (
                        <Typography.Text copyable className="mono" data-testid="totp-secret">
                          {setup.secret}
                        </Typography.Text>
                      ),
                    },
                    {
                      key: 'uri',
                      label: t('security.uri'),
                      children: (
                        <Typography.Text copyable className="mono">
                          {setup.otpauth_url}
                        </Typography.Text>
                      ),
                    },
                  ]}
                />
                <Form
                  form={enableForm}
                  layout="inline"
                  style={{ marginTop: 16 }}
                  onFinish={({ code }) =>
                    void enable
                      .mutateAsync(code.trim())
                      .then(() => {
                        setSetup(null)
                        enableForm.resetFields()
                      })
                      .catch((error: unknown) => showOnField(enableForm, error, ['code']))
                  }
                >
                  <Form.Item name="code" rules={[rule(checkTotpCode, t)]}>
                    <Input
                      placeholder={t('security.code')}
                      inputMode="numeric"
                      maxLength={6}
                      autoComplete="one-time-code"
                    />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={enable.isPending}>
                    {t('security.enable')}
                  </Button>
                </Form>
              </Col>
            </Row>
          )}
        </Card>
      </Col>
      {/* Admin and finance operators must keep a second factor; they may only replace it. */}
      {me?.role !== 'admin' && me?.role !== 'finance' && (
        <Col xs={24} xl={10}>
          <Card title={t('security.disable_title')}>
            <Alert type="warning" showIcon title={t('security.disable_hint')} style={{ marginBottom: 16 }} />
            <Form
              form={disableForm}
              layout="inline"
              onFinish={({ code }) =>
                void disable
                  .mutateAsync(code.trim())
                  .then(() => disableForm.resetFields())
                  .catch((error: unknown) => showOnField(disableForm, error, ['code']))
              }
            >
              <Form.Item name="code" rules={[rule(checkTotpCode, t)]}>
                <Input
                  placeholder={t('security.code')}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                />
              </Form.Item>
              <Button danger htmlType="submit" loading={disable.isPending}>
                {t('security.disable')}
              </Button>
            </Form>
          </Card>
        </Col>
      )}
    </Row>
  )
}
