import { QueryClientProvider } from '@tanstack/react-query'
import { App, ConfigProvider } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { useEffect } from 'react'
import { queryClient } from '../lib/client'
import { useI18n } from '../lib/i18n'
import { useMe } from '../lib/hooks'
import { useToken } from '../lib/session'
import { Login } from '../screens/Login'
import { Shell } from './Shell'

const theme = {
  token: { colorPrimary: '#1668dc', borderRadius: 6, fontSize: 14 },
  components: { Layout: { headerHeight: 56, headerPadding: '0 20px' } },
}

function Gate() {
  const token = useToken()
  const me = useMe()
  if (!token || me.isError) return <Login />
  return <Shell />
}

export function ConsoleApp() {
  const { lang, t } = useI18n()
  useEffect(() => {
    document.title = t('app.title')
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
  }, [lang, t])
  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={theme} componentSize="middle">
      <App>
        <QueryClientProvider client={queryClient}>
          <Gate />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  )
}
