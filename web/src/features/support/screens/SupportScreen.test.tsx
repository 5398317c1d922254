import { Dialog } from 'antd-mobile'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import type { SupportConversation, SupportMessage } from '../types'
import { SupportScreen } from './SupportScreen'

const api = vi.hoisted(() => ({
  answers: new Map<string, unknown>(),
  refusals: new Map<string, { error: string; message: string }>(),
  calls: [] as Array<{ url: string; data: unknown }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data: unknown) => {
    api.calls.push({ url, data })
    const refusal = api.refusals.get(url)
    if (refusal) return Promise.reject(new original.RequestError(refusal.error, refusal.message))
    return api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return {
    ...original,
    get: vi.fn((url: string, data: unknown) => answer(url, data)),
    post: vi.fn((url: string, data: unknown) => answer(url, data)),
    request: vi.fn(async (url: string, options: { data?: unknown }) => ({
      type: 'ok',
      message: await answer(url, options.data),
    })),
  }
})

const line = (id: number, fields: Partial<SupportMessage>): SupportMessage => ({
  id,
  conversation_id: 7,
  from: 'user',
  operator_name: '',
  kind: 'text',
  content: '',
  created_at: `10:0${id}`,
  created_at_ts: id,
  ...fields,
})

const conversation = (messages: SupportMessage[], status: 0 | 1 = 0): SupportConversation => ({
  id: 7,
  status,
  created_at: '10:00',
  created_at_ts: 1,
  closed_at: '',
  closed_at_ts: 0,
  messages,
})

const question = '<img src=x onerror="alert(1)"> see https://example.com'

let view: Rendered | undefined

async function show(ready: () => boolean) {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <SupportScreen />
    </Suspense>,
    { path: '/pages/kefu/index' },
  )
  view = await render(app.element)
  await until(ready)
}

const typeText = async (value: string) => {
  const input = document.querySelector<HTMLInputElement>('input[name="support_text"]')!
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const sendButton = () => document.querySelector<HTMLButtonElement>('.support-send')!

beforeEach(() => {
  api.answers.clear()
  api.refusals.clear()
  api.calls = []
  api.answers.set('/kefu/messages', [])
  useSession.setState({ token: 'token' })
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  vi.spyOn(Dialog, 'confirm').mockResolvedValue(true)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
  vi.restoreAllMocks()
})

describe('the customer service screen', () => {
  it('shows the user’s lines on the right, the operator’s on the left under its name, and the platform’s in words', async () => {
    api.answers.set(
      '/kefu/conversation',
      conversation([
        line(1, { content: question }),
        line(2, { from: 'operator', operator_name: 'Mia', content: 'It arrived, please check your assets' }),
        line(3, { from: 'operator', operator_name: '', kind: 'image', content: '/upload/2026/03/01/abc.png' }),
        line(4, { from: 'system', content: 'closed_by_operator' }),
      ]),
    )
    await show(() => document.querySelector('[data-message="4"]') !== null)
    const own = document.querySelector('[data-message="1"]')!
    expect(own.classList.contains('support-line-own')).toBe(true)
    expect(own.querySelector('.support-line-text')?.textContent).toBe(question)
    expect(own.querySelector('img')).toBeNull()
    expect(own.querySelector('a')).toBeNull()
    const reply = document.querySelector('[data-message="2"]')!
    expect(reply.classList.contains('support-line-operator')).toBe(true)
    expect(reply.querySelector('.support-line-name')?.textContent).toBe('Mia')
    expect(reply.querySelector('.support-line-text')?.textContent).toBe('It arrived, please check your assets')
    const picture = document.querySelector('[data-message="3"]')!
    expect(picture.querySelector('.support-line-name')?.textContent).toBe(zh.operator)
    expect(picture.querySelector('img')?.getAttribute('src')).toMatch(/\/upload\/2026\/03\/01\/abc\.png$/)
    expect(document.querySelector('[data-message="4"]')?.classList.contains('support-line-system')).toBe(true)
    expect(document.querySelector('[data-message="4"]')?.textContent).toBe(zh.system_closed_by_operator)
  })

  it('explains that support answers here and replies wait while offline, and opens a conversation with the first message', async () => {
    api.answers.set('/kefu/conversation', null)
    api.answers.set('/kefu/send', line(1, { content: 'Where is my deposit?' }))
    await show(() => document.body.textContent?.includes(zh.empty_text) === true)
    expect(document.querySelector('.support-close')).toBeNull()
    await typeText('  Where is my deposit?  ')
    api.answers.set('/kefu/conversation', conversation([line(1, { content: 'Where is my deposit?' })]))
    await act(async () => sendButton().click())
    await until(() => document.querySelector('.support-line-own') !== null)
    expect(api.calls.find((call) => call.url === '/kefu/send')?.data).toEqual({
      kind: 'text',
      content: 'Where is my deposit?',
    })
    expect(document.querySelector('.support-line-own .support-line-text')?.textContent).toBe('Where is my deposit?')
    expect(document.querySelector('.support-close')).not.toBeNull()
  })

  it('shows the server’s own words when messages come too fast, and keeps the text', async () => {
    api.answers.set('/kefu/conversation', conversation([line(1, { content: 'Hello' })]))
    api.refusals.set('/kefu/send', { error: 'support_rate_limited', message: 'Too many messages; wait a minute.' })
    await show(() => document.querySelector('[data-message="1"]') !== null)
    await typeText('Hello again')
    await act(async () => sendButton().click())
    await until(() => document.querySelector('.support-refusal') !== null)
    expect(document.querySelector('.support-refusal')?.textContent).toBe('Too many messages; wait a minute.')
    expect(document.querySelector<HTMLInputElement>('input[name="support_text"]')?.value).toBe('Hello again')
  })

  it('closes the conversation only after a confirmation, and then shows it closed', async () => {
    api.answers.set('/kefu/conversation', conversation([line(1, { content: 'Thanks' })]))
    api.answers.set('/kefu/close', 'Closed')
    await show(() => document.querySelector('.support-close') !== null)
    await act(async () => document.querySelector<HTMLButtonElement>('.support-close')!.click())
    await until(() => api.calls.some((call) => call.url === '/kefu/close'))
    expect(Dialog.confirm).toHaveBeenCalledOnce()
    await until(() => document.querySelector('.support-closed') !== null)
    expect(document.querySelector('.support')?.getAttribute('data-status')).toBe('1')
    expect(document.querySelector('.support-close')).toBeNull()
    expect(document.querySelector('[data-message="1"]')).not.toBeNull()
  })
})
