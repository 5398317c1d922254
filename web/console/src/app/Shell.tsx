import { LogoutOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd'
import { Suspense } from 'react'
import { visibleScreens, type Screen } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { useMe } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import { navigate, useRoute } from '../lib/router'
import { clearToken } from '../lib/session'
import { LanguageSwitch } from '../components/LanguageSwitch'
import { SCREEN_TABLE } from './screens'

const { Header, Sider, Content } = Layout

function screenAt(path: string): Screen | undefined {
  return (Object.keys(SCREEN_TABLE) as Screen[]).find((screen) => SCREEN_TABLE[screen].path === path)
}

export function Shell() {
  const { t } = useI18n()
  const me = useMe()
  const route = useRoute()
  const client = useQueryClient()
  const role = me.data?.role
  const screens = visibleScreens(role)
  const current = screenAt(route.path)

  const logout = async () => {
    try {
      await api.post(`${ADMIN}/logout`)
    } finally {
      clearToken()
      client.clear()
      navigate('/')
    }
  }

  let body
  if (!me.data) body = <Spin size="large" className="screen-spin" />
  else if (!current) body = <Result status="404" title={t('common.not_found')} />
  else if (!screens.includes(current)) body = <Result status="403" title={t('common.forbidden_screen')} />
  else {
    const Component = SCREEN_TABLE[current].component
    body = (
      <Suspense fallback={<Spin className="screen-spin" />}>
        <Component key={current} />
      </Suspense>
    )
  }

  return (
    <Layout className="shell">
      <Sider width={208} theme="dark" className="shell-sider">
        <div className="shell-brand">
          <span className="shell-logo">M</span>
          <span>{t('app.title')}</span>
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current] : []}
          onClick={({ key }) => navigate(SCREEN_TABLE[key as Screen].path)}
          items={screens.map((screen) => ({
            key: screen,
            icon: SCREEN_TABLE[screen].icon,
            label: t(SCREEN_TABLE[screen].label),
          }))}
        />
      </Sider>
      <Layout>
        <Header className="shell-header">
          <Typography.Text strong className="shell-title">
            {current ? t(SCREEN_TABLE[current].label) : ''}
          </Typography.Text>
          <Space size="middle">
            {me.data && (
              <Space size={6}>
                <Typography.Text className="shell-operator">{me.data.email}</Typography.Text>
                <Tag color="blue" className="shell-role">
                  {t(`roles.${me.data.role}`)}
                </Tag>
              </Space>
            )}
            <LanguageSwitch />
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('auth.logout')}
            </Button>
          </Space>
        </Header>
        <Content className="shell-content">{body}</Content>
      </Layout>
    </Layout>
  )
}
