import { afterEach } from 'vitest'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  window.location.hash = ''
})
