import './lib/migrate'
// antd-mobile's global styles and theme variables, which its index would import (see vite.config.ts).
import 'antd-mobile/es/global'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { loadAntdLocale } from './app/antdLocales'
import { installAntdRender } from './app/antdRender'
import { preloadScreen } from './app/routes'
import './app/styles.css'
import { watchSession } from './lib/feeds'
import { i18nReady, storedLang } from './lib/i18n'
import { currentPath } from './lib/navigation'
import { persistQueries, restoreQueries } from './lib/persist'
import { queryClient } from './lib/queryClient'
import { startSocket } from './lib/socket'

installAntdRender()
// The opening screen's code downloads alongside the language's strings instead of after them.
preloadScreen(currentPath())
// Public market data from the last visit paints at once; fresh answers replace it as they arrive.
restoreQueries(queryClient)
persistQueries(queryClient)
startSocket()
watchSession(queryClient)

const container = document.getElementById('root')
// The first render waits for the active language's strings, so no translation key ever shows; if they cannot be
// fetched the app still renders rather than stay blank.
void Promise.allSettled([i18nReady, loadAntdLocale(storedLang())]).then(() => {
  if (container) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }
})
