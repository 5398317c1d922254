import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createRequest,
  encodeForm,
  LOADING_DELAY,
  REDIRECT_DELAY,
  REQUEST_TIMEOUT,
  RequestError,
  type RequestDeps,
} from './request'

type FetchArgs = [string, RequestInit]

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function setup(overrides: Partial<RequestDeps> = {}) {
  const mocks = {
    fetch: vi.fn<(url: string, init: RequestInit) => Promise<Response>>(),
    toast: { show: vi.fn(), success: vi.fn(), loading: vi.fn(), clear: vi.fn() },
    navigate: vi.fn<(path: string) => void>(),
    currentPath: vi.fn(() => '/pages/index/index'),
    getToken: vi.fn(() => 'tok123'),
    getLang: vi.fn(() => 'en'),
    clearSession: vi.fn(),
    translate: vi.fn((key: string) => key),
  }
  return { deps: mocks, request: createRequest({ ...mocks, ...overrides }) }
}

/** A fetch that never answers until its signal aborts, like a hung server. */
function hangingFetch(url: string, init: RequestInit): Promise<Response> {
  void url
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('request wrapper', () => {
  it('resolves with the whole body when type is ok', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: { site_name: 'M' } }))
    await expect(request('/getSiteConfig', { method: 'GET' })).resolves.toEqual({
      type: 'ok',
      message: { site_name: 'M' },
    })
    expect(deps.toast.show).not.toHaveBeenCalled()
  })

  it('lets a body with code 1 through, as the K-line history answers', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ code: 1, msg: 'ok', data: [[1, 2]] }))
    await expect(request('/currency/new_timeshar', { method: 'GET' })).resolves.toMatchObject({
      code: 1,
      data: [[1, 2]],
    })
  })

  it('rejects a K-line body with code -1, toasting its msg and keeping its error code', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ code: -1, msg: 'Unknown period', data: [], error: 'invalid_params' }))
    await expect(request('/currency/new_timeshar', { method: 'GET' })).rejects.toMatchObject({
      error: 'invalid_params',
      message: 'Unknown period',
    })
    expect(deps.toast.show).toHaveBeenCalledWith('Unknown period')
  })

  it('posts form-encoded fields with lang and the raw token in Authorization', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: 'tok' }))
    await request('/user/login', { data: { user_string: 'a@b.co', password: 'p w&d', type: 1, note: '' } })
    const [url, init] = deps.fetch.mock.calls[0] as FetchArgs
    expect(url).toBe('/api/user/login')
    expect(init.method).toBe('POST')
    const headers = init.headers as Record<string, string>
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded')
    expect(headers.Authorization).toBe('tok123')
    expect(init.body).toBe('user_string=a%40b.co&password=p+w%26d&type=1&note=&lang=en')
  })

  it('sends no Authorization header without a stored token', async () => {
    const { deps, request } = setup({ getToken: () => '' })
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: null }))
    await request('/getSiteConfig', { method: 'GET' })
    const [, init] = deps.fetch.mock.calls[0] as FetchArgs
    expect(init.headers).not.toHaveProperty('Authorization')
  })

  it('puts GET data in the query string and skips undefined, null and empty values', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: [] }))
    await request('/user/wallet/list', {
      method: 'GET',
      data: { page: 1, limit: 10, a: undefined, b: null, c: '', d: 0 },
    })
    const [url, init] = deps.fetch.mock.calls[0] as FetchArgs
    expect(url).toBe('/api/user/wallet/list?page=1&limit=10&d=0&lang=en')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
  })

  it('supports PUT and DELETE with form bodies', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: 'done' }))
    await request('/x', { method: 'PUT', data: { id: 1 } })
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: 'done' }))
    await request('/x', { method: 'DELETE', data: { id: 2 } })
    const calls = deps.fetch.mock.calls as FetchArgs[]
    expect(calls.map(([, init]) => [init.method, init.body])).toEqual([
      ['PUT', 'id=1&lang=en'],
      ['DELETE', 'id=2&lang=en'],
    ])
  })

  it('sends an upload as multipart with the token, Accept-Language and lang, leaving the boundary to the browser', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: '/upload/2026/01/02/abc.jpg' }))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'front.jpg')
    await expect(request('/upload', { method: 'POST', form, data: { ignored: 1 } })).resolves.toMatchObject({
      message: '/upload/2026/01/02/abc.jpg',
    })
    const [url, init] = deps.fetch.mock.calls[0] as FetchArgs
    expect(url).toBe('/api/upload')
    const headers = init.headers as Record<string, string>
    expect(headers).not.toHaveProperty('Content-Type')
    expect(headers.Authorization).toBe('tok123')
    expect(headers['Accept-Language']).toBe('en')
    const body = init.body as FormData
    expect(body.get('file')).toBeInstanceOf(Blob)
    expect(body.get('lang')).toBe('en')
    expect(body.get('ignored')).toBeNull()
  })

  it('treats a 999 answer to an upload like any other call', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: '999', message: 'Please log in again' }))
    const form = new FormData()
    form.append('file', new Blob(['x']), 'a.png')
    await expect(request('/upload', { method: 'POST', form })).rejects.toMatchObject({ error: 'session_invalid' })
    expect(deps.clearSession).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY)
    expect(deps.navigate).toHaveBeenCalledWith('/pages/common/login')
  })

  it('toasts the message and rejects with the error code for any other answer', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(
      json({ type: 'error', message: 'Wrong password', error: 'login_failed', field: 'password' }),
    )
    const failure = request('/user/login', { data: {} }).catch((e: unknown) => e)
    const error = await failure
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ error: 'login_failed', message: 'Wrong password', field: 'password' })
    expect(deps.toast.show).toHaveBeenCalledWith('Wrong password')
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('rejects an answer the caller expects without a toast, and still toasts any other', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'error', message: 'Not found', error: 'not_found' }))
    await expect(request('/liabilities/latest', { method: 'GET', expected: ['not_found'] })).rejects.toMatchObject({
      error: 'not_found',
    })
    expect(deps.toast.show).not.toHaveBeenCalled()
    deps.fetch.mockResolvedValue(json({ type: 'error', message: 'Busy', error: 'rate_limited' }))
    await expect(request('/liabilities/latest', { method: 'GET', expected: ['not_found'] })).rejects.toMatchObject({
      error: 'rate_limited',
    })
    expect(deps.toast.show).toHaveBeenCalledWith('Busy')
  })

  it('on 999 toasts, clears the stored session and goes to login after 1.2 s', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: '999', message: 'Please log in again', error: 'session_invalid' }))
    await expect(request('/user/info', { method: 'GET' })).rejects.toMatchObject({ error: 'session_invalid' })
    expect(deps.toast.show).toHaveBeenCalledWith('Please log in again')
    expect(deps.clearSession).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY - 1)
    expect(deps.navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(deps.navigate).toHaveBeenCalledWith('/pages/common/login')
  })

  it('on 999 stays put when already on the login screen', async () => {
    const { deps, request } = setup({ currentPath: () => '/pages/common/login' })
    deps.fetch.mockResolvedValue(json({ type: '999', message: 'Session expired' }))
    await expect(request('/user/info', { method: 'GET' })).rejects.toBeInstanceOf(RequestError)
    expect(deps.clearSession).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY * 2)
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('on 998 toasts and goes to identity verification after 1.2 s', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: '998', message: 'Verify first', error: 'identity_required' }))
    await expect(request('/wallet/out', { data: {} })).rejects.toMatchObject({ error: 'identity_required' })
    expect(deps.toast.show).toHaveBeenCalledWith('Verify first')
    expect(deps.clearSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY - 1)
    expect(deps.navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(deps.navigate).toHaveBeenCalledWith('/pages/setting/real_mark')
  })

  it('shows the loading indicator only when a request takes more than 800 ms', async () => {
    const { deps, request } = setup()
    let answer: (r: Response) => void = () => undefined
    deps.fetch.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const pending = request('/slow', { method: 'GET' })
    await vi.advanceTimersByTimeAsync(LOADING_DELAY - 1)
    expect(deps.toast.loading).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(deps.toast.loading).toHaveBeenCalledOnce()
    answer(json({ type: 'ok', message: 1 }))
    await pending
    expect(deps.toast.clear).toHaveBeenCalledOnce()
  })

  it('never shows the loading indicator for a fast request', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: 1 }))
    await request('/fast', { method: 'GET' })
    await vi.advanceTimersByTimeAsync(LOADING_DELAY * 2)
    expect(deps.toast.loading).not.toHaveBeenCalled()
    expect(deps.toast.clear).not.toHaveBeenCalled()
  })

  it('aborts after 60 s and rejects with a time-out toast', async () => {
    const { deps, request } = setup()
    deps.fetch.mockImplementation(hangingFetch)
    const failure = request('/hang', { method: 'GET' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1)
    expect(deps.toast.show).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(await failure).toMatchObject({ error: 'timeout', message: 'request.timeout' })
    expect(deps.toast.show).toHaveBeenCalledWith('request.timeout')
    const [, init] = deps.fetch.mock.calls[0] as FetchArgs
    expect(init.signal?.aborted).toBe(true)
  })

  it('rejects any HTTP status other than 200, even with an ok body', async () => {
    const { deps, request } = setup()
    deps.fetch.mockResolvedValue(json({ type: 'ok', message: 'x' }, 201))
    await expect(request('/x', { method: 'GET' })).rejects.toMatchObject({ error: 'http_201' })
    deps.fetch.mockResolvedValue(new Response('Not Found', { status: 404 }))
    await expect(request('/missing', { method: 'GET' })).rejects.toMatchObject({ error: 'http_404' })
    expect(deps.toast.show).toHaveBeenCalledTimes(2)
  })

  it('rejects with a network error when fetch itself fails', async () => {
    const { deps, request } = setup()
    deps.fetch.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request('/x', { method: 'GET' })).rejects.toMatchObject({ error: 'network' })
    expect(deps.toast.show).toHaveBeenCalledWith('request.network')
  })
})

describe('form encoding', () => {
  it('encodes arrays and nested objects with bracket keys', () => {
    expect(encodeForm({ ids: [1, 2], filter: { a: 'x' } }, false)).toBe('ids%5B0%5D=1&ids%5B1%5D=2&filter%5Ba%5D=x')
  })
})
