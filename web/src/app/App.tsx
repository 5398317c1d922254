import { QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import { useEffect } from 'react'
import { useSiteConfigSync } from '@/features/common'
import { queryClient } from '@/lib/queryClient'
import { useSession } from '@/lib/session'
import { useAntdLocale } from './antdLocales'
import { AppRouter } from './router'
import { applyTheme } from './theme'

function Root() {
  const lang = useSession((s) => s.lang)
  const theme = useSession((s) => s.theme)
  const locale = useAntdLocale(lang)
  useSiteConfigSync()
  useEffect(() => applyTheme(theme), [theme])
  return (
    <ConfigProvider locale={locale}>
      <AppRouter />
    </ConfigProvider>
  )
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Root />
    </QueryClientProvider>
  )
}
