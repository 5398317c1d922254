import { afterEach } from 'vitest'
import '@/lib/i18n'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

afterEach(() => {
  localStorage.clear()
  window.location.hash = ''
})
