import './lib/migrate'
import './lib/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installAntdRender } from './app/antdRender'
import './app/styles.css'
import { watchSession } from './lib/feeds'
import { queryClient } from './lib/queryClient'
import { startSocket } from './lib/socket'

installAntdRender()
startSocket()
watchSession(queryClient)

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
