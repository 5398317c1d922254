import { afterEach, vi } from 'vitest'
import { setToken } from '../lib/session'
import { unmountAll } from './render'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** Nothing a test leaves lasts into the next: what it rendered, the signed-in operator, a stubbed fetch, storage. */
afterEach(() => {
  unmountAll()
  setToken('')
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
  window.location.hash = ''
})
