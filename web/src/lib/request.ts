import { storedLang, t } from './i18n'
import { currentPath, navigateTo, ROUTES } from './navigation'
import { useSession } from './session'
import { storage } from './storage'
import { toast, type Toaster } from './toast'
import type { Envelope } from './types'

export const API_BASE = '/api'
export const LOADING_DELAY = 800
export const REQUEST_TIMEOUT = 60_000
export const REDIRECT_DELAY = 1200

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Params = Record<string, unknown>

export interface RequestOptions {
  method?: Method
  data?: Params
  /** A multipart body (uploads); `lang` is added to it and `data` is ignored. */
  form?: FormData
  /** Extra headers, such as `Idempotency-Key` on calls that move money. */
  headers?: Record<string, string>
  /** Error codes the caller shows in its own way (an empty state): they reject without a toast. */
  expected?: readonly string[]
}

/** A failed call: `error` is the server's error code, or `timeout`, `network`, `http_<status>`, `bad_response`. */
export class RequestError extends Error {
  readonly error: string
  readonly type?: string
  readonly field?: string

  constructor(error: string, message: string, extra: { type?: string; field?: string } = {}) {
    super(message)
    this.name = 'RequestError'
    this.error = error
    this.type = extra.type
    this.field = extra.field
  }
}

export interface RequestDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  toast: Toaster
  navigate: (path: string) => void
  currentPath: () => string
  getToken: () => string
  getLang: () => string
  clearSession: () => void
  translate: (key: string, options?: Record<string, unknown>) => string
}

function append(form: URLSearchParams, key: string, value: unknown, skipEmptyString: boolean): void {
  if (value === undefined || value === null) return
  if (skipEmptyString && value === '') return
  if (Array.isArray(value)) {
    value.forEach((item, i) => append(form, `${key}[${i}]`, item, skipEmptyString))
  } else if (typeof value === 'object') {
    Object.entries(value).forEach(([k, v]) => append(form, `${key}[${k}]`, v, skipEmptyString))
  } else {
    form.append(key, String(value))
  }
}

/** Form-encodes `data`; null and undefined are always left out, empty strings only when asked (GET). */
export function encodeForm(data: Params, skipEmptyString: boolean): string {
  const form = new URLSearchParams()
  Object.entries(data).forEach(([k, v]) => append(form, k, v, skipEmptyString))
  return form.toString()
}

function messageOf(body: Envelope, fallback: string): string {
  if (typeof body.message === 'string' && body.message !== '') return body.message
  if (typeof body.msg === 'string' && body.msg !== '') return body.msg
  return fallback
}

export function createRequest(deps: RequestDeps) {
  let loadingCount = 0
  let redirectTimer: ReturnType<typeof setTimeout> | undefined

  function redirectLater(path: string, unlessOn?: string): void {
    clearTimeout(redirectTimer)
    redirectTimer = setTimeout(() => {
      if (unlessOn === undefined || deps.currentPath() !== unlessOn) deps.navigate(path)
    }, REDIRECT_DELAY)
  }

  function fail(
    error: string,
    message: string,
    extra?: { type?: string; field?: string },
    expected: readonly string[] = [],
  ): never {
    if (!expected.includes(error)) deps.toast.show(message)
    throw new RequestError(error, message, extra)
  }

  async function send(
    url: string,
    method: Method,
    data: Params,
    form?: FormData,
    extraHeaders: Record<string, string> = {},
  ): Promise<Envelope> {
    const fields = { ...data, lang: deps.getLang() }
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...extraHeaders,
    }
    const token = deps.getToken()
    if (token) headers.Authorization = token

    let target = API_BASE + url
    const init: RequestInit = { method, headers }
    if (form) {
      delete headers['Content-Type']
      headers['Accept-Language'] = deps.getLang()
      form.append('lang', deps.getLang())
      init.body = form
    } else if (method === 'GET') {
      const query = encodeForm(fields, true)
      target += (target.includes('?') ? '&' : '?') + query
    } else {
      init.body = encodeForm(fields, false)
    }

    const controller = new AbortController()
    init.signal = controller.signal
    let timedOut = false
    let showingLoading = false
    const timeout = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, REQUEST_TIMEOUT)
    const loading = setTimeout(() => {
      showingLoading = true
      loadingCount += 1
      if (loadingCount === 1) deps.toast.loading(deps.translate('request.loading'))
    }, LOADING_DELAY)

    const stop = () => {
      clearTimeout(timeout)
      clearTimeout(loading)
      if (!showingLoading) return
      showingLoading = false
      loadingCount -= 1
      if (loadingCount === 0) deps.toast.clear()
    }

    let response: Response
    try {
      response = await deps.fetch(target, init)
    } catch {
      stop()
      return timedOut
        ? fail('timeout', deps.translate('request.timeout'))
        : fail('network', deps.translate('request.network'))
    }
    if (response.status !== 200) {
      stop()
      return fail(`http_${response.status}`, deps.translate('request.http_error', { status: response.status }))
    }
    try {
      return (await response.json()) as Envelope
    } catch {
      return timedOut
        ? fail('timeout', deps.translate('request.timeout'))
        : fail('bad_response', deps.translate('request.bad_response'))
    } finally {
      stop()
    }
  }

  return async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const body = await send(url, options.method ?? 'POST', options.data ?? {}, options.form, options.headers)
    if (body.type === 'ok' || body.code === 1) return body as Envelope<T>

    const message = messageOf(body, deps.translate('request.failed'))
    const extra = { type: body.type, field: body.field }
    if (body.type === '999') {
      deps.clearSession()
      redirectLater(ROUTES.login, ROUTES.login)
      return fail(body.error ?? 'session_invalid', message, extra)
    }
    if (body.type === '998') {
      redirectLater(ROUTES.realMark)
      return fail(body.error ?? 'identity_required', message, extra)
    }
    return fail(body.error ?? 'unknown', message, extra, options.expected)
  }
}

export const request = createRequest({
  fetch: (url, init) => window.fetch(url, init),
  toast,
  navigate: (path) => navigateTo(path, { replace: true }),
  currentPath,
  getToken: storage.getToken,
  getLang: storedLang,
  clearSession: () => useSession.getState().clearSession(),
  translate: (key, options) => t(key, options),
})

export async function get<T>(url: string, data?: Params, expected?: readonly string[]): Promise<T> {
  return (await request<T>(url, { method: 'GET', data, expected })).message as T
}

export async function post<T>(url: string, data?: Params): Promise<T> {
  return (await request<T>(url, { method: 'POST', data })).message as T
}

/** POSTs a call that moves money, with an idempotency key so that a retried request moves it once. */
export async function postOnce<T>(url: string, data: Params, key: string): Promise<T> {
  return (await request<T>(url, { method: 'POST', data, headers: { 'Idempotency-Key': key } })).message as T
}

/** Sends one file as the multipart part `file` (uploads). */
export async function upload<T>(url: string, file: Blob, name: string): Promise<T> {
  const form = new FormData()
  form.append('file', file, name)
  return (await request<T>(url, { method: 'POST', form })).message as T
}

export async function put<T>(url: string, data?: Params): Promise<T> {
  return (await request<T>(url, { method: 'PUT', data })).message as T
}

export async function del<T>(url: string, data?: Params): Promise<T> {
  return (await request<T>(url, { method: 'DELETE', data })).message as T
}
