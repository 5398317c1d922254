import { afterEach } from 'vitest'
import { i18nReady } from '@/lib/i18n'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

await i18nReady

afterEach(() => {
  localStorage.clear()
  window.location.hash = ''
})
