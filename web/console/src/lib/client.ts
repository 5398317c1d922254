import { QueryClient } from '@tanstack/react-query'
import { createApi } from './api'
import { getLang, t } from './i18n'
import { clearToken, getToken } from './session'

/** The back office API and the public API the console reads (assets, published rules, changelog). */
export const ADMIN = '/admin/api'
export const PUBLIC = '/api'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
})

export const api = createApi({
  fetch: (url, init) => fetch(url, init),
  getToken,
  getLang,
  onSessionInvalid: () => {
    clearToken()
    queryClient.clear()
  },
  translate: (key) => t(key),
})
