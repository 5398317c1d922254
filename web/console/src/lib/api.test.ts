import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApi, encode, unwrap, type ApiDeps } from './api'
import { json } from '../test/server'

function deps(answer: Response | Error, overrides: Partial<ApiDeps> = {}) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  const onSessionInvalid = vi.fn()
  const all: ApiDeps = {
    fetch,
    getToken: () => 'tok-1',
    getLang: () => 'zh',
    onSessionInvalid,
    translate: (key) => `text:${key}`,
    ...overrides,
  }
  return { api: createApi(all), fetch, onSessionInvalid }
}

describe('the envelope', () => {
  it('answers the payload of an ok envelope', () => {
    expect(unwrap({ type: 'ok', message: { id: 3 } }, 'x')).toEqual({ id: 3 })
  })

  it("throws the server's code, localized message and field for an error envelope", () => {
    const error = (() => {
      try {
        unwrap({ type: 'error', message: '原因不能为空', error: 'invalid_params', field: 'reason' }, 'x')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'invalid_params', message: '原因不能为空', field: 'reason' })
  })

  it('reads a type 999 answer without a code as an ended session', () => {
    expect(() => unwrap({ type: '999', message: 'Please sign in' }, 'x')).toThrow(
      expect.objectContaining({ code: 'session_invalid', message: 'Please sign in' }),
    )
  })

  it('falls back to the given text when the answer is not an envelope or has no message', () => {
    expect(() => unwrap('<html>', 'fallback')).toThrow(expect.objectContaining({ code: 'bad_response' }))
    expect(() => unwrap({ type: 'error', message: '', error: 'forbidden' }, 'fallback')).toThrow(
      expect.objectContaining({ code: 'forbidden', message: 'fallback' }),
    )
  })

  it('form-encodes fields, leaving out absent ones and sending flags as 1 and 0', () => {
    expect(encode({ a: 'x y', b: undefined, c: null, d: true, e: false, f: 5 }).toString()).toBe('a=x+y&d=1&e=0&f=5')
  })
})

describe('calls', () => {
  it('sends a read with the token header and the language in the query string', async () => {
    const { api, fetch } = deps(json({ type: 'ok', message: [] }))
    await api.get('/admin/api/deposits', { status: 1 })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/admin/api/deposits?status=1&lang=zh')
    expect(new Headers(init.headers).get('Authorization')).toBe('tok-1')
  })

  it('sends a change as a form body with the language', async () => {
    const { api, fetch } = deps(json({ type: 'ok', message: '已保存' }))
    await expect(api.post('/admin/api/identity/approve', { id: 7 })).resolves.toBe('已保存')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(init.body).toBe('id=7&lang=zh')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded')
  })

  it('ends the session when the server says it is over, then throws', async () => {
    const { api, onSessionInvalid } = deps(json({ type: '999', message: '请重新登录', error: 'session_invalid' }))
    await expect(api.get('/admin/api/me')).rejects.toMatchObject({ code: 'session_invalid', message: '请重新登录' })
    expect(onSessionInvalid).toHaveBeenCalledOnce()
  })

  it('keeps the session on a refusal such as forbidden, showing its message', async () => {
    const { api, onSessionInvalid } = deps(json({ type: 'error', message: 'Not allowed', error: 'forbidden' }))
    await expect(api.post('/admin/api/withdrawals/approve', { id: 1 })).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Not allowed',
    })
    expect(onSessionInvalid).not.toHaveBeenCalled()
  })

  it("explains network failures and other statuses in the console's own words", async () => {
    await expect(deps(new TypeError('failed')).api.get('/x')).rejects.toMatchObject({
      code: 'network',
      message: 'text:errors.network',
    })
    await expect(deps(new Response('nope', { status: 404 })).api.get('/x')).rejects.toMatchObject({
      code: 'http_404',
      message: 'text:errors.http 404',
    })
  })

  it('fetches a private picture as a blob, and turns an envelope answer into its refusal', async () => {
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
    const { api, fetch } = deps(png)
    const blob = await api.blob('/admin/api/uploads', { path: '/upload/a.png' })
    expect(blob.size).toBe(4)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/admin/api/uploads?path=%2Fupload%2Fa.png&lang=zh')
    expect(new Headers(init.headers).get('Authorization')).toBe('tok-1')
    const refused = deps(json({ type: 'error', message: '无权限', error: 'forbidden' }))
    await expect(refused.api.blob('/admin/api/uploads', { path: '/upload/a.png' })).rejects.toMatchObject({
      code: 'forbidden',
      message: '无权限',
    })
  })
})
