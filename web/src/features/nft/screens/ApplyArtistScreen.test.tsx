import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import zh from '../locales/zh.json'
import { ApplyArtistScreen } from './ApplyArtistScreen'

/** What the server answers the application, and every request the screen sent. */
const server = vi.hoisted(() => ({
  answer: {} as Record<string, unknown>,
  sent: [] as Array<{ url: string; method: string; body: URLSearchParams }>,
}))

let view: Rendered | undefined

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
const text = (selector: string) => document.querySelector(selector)?.textContent ?? null
const submit = () => act(async () => document.querySelector<HTMLButtonElement>('.nft-submit')!.click())
const applications = () => server.sent.filter((call) => call.url.endsWith('/bind_box/applyArtist'))

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <ApplyArtistScreen />
    </Suspense>,
    { path: '/pages/nft/applyArtist' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('.nft-apply') !== null)
  return app
}

beforeEach(() => {
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  server.sent = []
  server.answer = { type: 'ok', message: '申请已提交' }
  vi.spyOn(window, 'fetch').mockImplementation(async (url, init) => {
    server.sent.push({
      url: String(url),
      method: String(init?.method),
      body: new URLSearchParams(String(init?.body ?? '')),
    })
    return new Response(JSON.stringify(server.answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the artist application', () => {
  it('sends the trimmed nickname and signature', async () => {
    await show()
    await type('nickname', '  Mei Lin  ')
    await type('signature', '  Ink, salt and harbour light.\n')
    await submit()
    await until(() => applications().length > 0)
    const [sent] = applications()
    expect(sent.method).toBe('POST')
    expect(Object.fromEntries(sent.body)).toEqual({
      nickname: 'Mei Lin',
      signature: 'Ink, salt and harbour light.',
      lang: 'zh',
    })
    await until(() => document.querySelector('.nft-apply-sent') !== null)
    expect(text('.nft-apply-sent .state-title')).toBe('申请已提交')
    expect(document.querySelector('.nft-apply')).toBeNull()
  })

  it('refuses an empty nickname without calling the server', async () => {
    await show()
    await type('nickname', '   ')
    await type('signature', 'Only a signature')
    await submit()
    expect(text('.nft-nickname-error')).toBe(zh.nickname_required)
    expect(applications()).toEqual([])
  })

  it('counts characters as the server does and refuses a signature over 200 at once', async () => {
    await show()
    await type('nickname', '🦊'.repeat(32))
    expect(text('.nft-label-row .nft-counter')).toBe('32/32')
    expect(document.querySelector('.nft-nickname-error')).toBeNull()
    await type('signature', 'a'.repeat(201))
    expect(text('.nft-signature-error')).toBe(zh.too_long.other.replace('{{max}}', '200'))
    await submit()
    expect(applications()).toEqual([])
    await type('signature', 'a'.repeat(200))
    expect(document.querySelector('.nft-signature-error')).toBeNull()
    await submit()
    await until(() => applications().length > 0)
    expect(applications()[0].body.get('nickname')).toBe('🦊'.repeat(32))
  })

  it('shows the server’s message when an application is already pending', async () => {
    server.answer = { type: 'error', error: 'artist_applied', message: '您已有一份待审核的申请，或您已经是艺术家' }
    await show()
    await type('nickname', 'Mei Lin')
    await type('signature', 'Ink and salt')
    await submit()
    await until(() => document.querySelector('.nft-apply-error') !== null)
    expect(text('.nft-apply-error')).toBe('您已有一份待审核的申请，或您已经是艺术家')
    expect(toast.show).not.toHaveBeenCalled()
    expect(field('nickname').value).toBe('Mei Lin')
    expect(field('signature').value).toBe('Ink and salt')
    expect(document.querySelector('.nft-apply-sent')).toBeNull()
  })

  it('shows a field the server refused under that field', async () => {
    server.answer = { type: 'error', error: 'invalid_params', field: 'nickname', message: '请检查字段：nickname' }
    await show()
    await type('nickname', 'Mei Lin')
    await submit()
    await until(() => document.querySelector('.nft-nickname-error') !== null)
    expect(text('.nft-nickname-error')).toBe('请检查字段：nickname')
    expect(document.querySelector('.nft-apply-error')).toBeNull()
    await type('nickname', 'Mei Lin 2')
    expect(document.querySelector('.nft-nickname-error')).toBeNull()
  })
})
