import './lib/migrate'
import './lib/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installAntdRender } from './app/antdRender'
import './app/styles.css'
import { startSocket } from './lib/socket'

installAntdRender()
startSocket()

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
