import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdminChatMessage, ChatMute } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import Chat from './Chat'

const markup = '<img src="x" onerror="alert(1)"> <b>buy now</b> https://example.com'
const picture = '/upload/2026/03/01/fedcba9876543210fedcba9876543210.jpg'

const message = (id: number, fields: Partial<AdminChatMessage>): AdminChatMessage => ({
  id,
  room: 'en',
  user_id: 2002,
  account: 'spammer@example.com',
  nickname: 'Spammy',
  kind: 'text',
  content: 'Hello all',
  reports: 0,
  deleted: false,
  created_at: '2026-03-01 10:06:00',
  created_at_ts: 1772330760000,
  ...fields,
})

const messages = [
  message(31, { content: markup, reports: 3 }),
  message(30, { kind: 'image', content: picture }),
  message(29, { room: 'zh', content: 'Gone', deleted: true, user_id: 2003, account: 'other@example.com' }),
]

const mutes: ChatMute[] = [
  {
    user_id: 2009,
    account: 'loud@example.com',
    until: '2026-03-02 10:00:00',
    until_ts: 1772416800000,
    reason: 'Flood',
  },
]

interface Call {
  url: string
  body: string
}

function serve(role = 'content') {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'content@example.com', role })
      if (url.startsWith('/admin/api/chat/messages?')) return answer(page(messages))
      if (url.startsWith('/admin/api/chat/mutes?')) return answer(mutes)
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (key: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${key}"]`)
const lastList = (calls: Call[]) =>
  new URLSearchParams(
    calls
      .filter((c) => c.url.startsWith('/admin/api/chat/messages?'))
      .at(-1)!
      .url.split('?')[1],
  )

async function start() {
  setLang('en')
  setToken('operator-token')
  const calls = serve()
  await render(<Chat />)
  await waitFor(() => expect(rowOf(31)).not.toBeNull())
  await waitFor(() => expect(rowOf(2009)).not.toBeNull())
  return calls
}

describe('the chat moderation screen', () => {
  it('lists messages with sender, room and reports, text never as markup and pictures as images', async () => {
    const calls = await start()
    expect(Object.fromEntries(lastList(calls))).toMatchObject({ reported: '0', page: '1', limit: '20' })
    expect(lastList(calls).has('room')).toBe(false)
    const row = rowOf(31)!
    expect(row.querySelector('.chat-text')?.textContent).toBe(markup)
    expect(row.querySelector('img[src="x"]')).toBeNull()
    expect(row.querySelector('b')).toBeNull()
    expect(row.querySelector('a')).toBeNull()
    for (const shown of ['Spammy', 'spammer@example.com', '#2002', 'English']) expect(row.textContent).toContain(shown)
    expect(row.querySelector('.chat-reports')?.textContent).toBe('3')
    expect(rowOf(30)!.querySelector(`img[src="${picture}"]`)).not.toBeNull()
    expect(rowOf(29)!.textContent).toContain('Simplified Chinese')
    expect(rowOf(29)!.querySelector('.chat-deleted')?.textContent).toBe('Deleted')
    expect(buttons('Delete', rowOf(29)!)[0].disabled).toBe(true)
    expect(buttons('Delete', rowOf(31)!)[0].disabled).toBe(false)
  })

  it('filters to reported messages and to a room', async () => {
    const calls = await start()
    await click(document.querySelector('.chat-reported-filter'))
    await waitFor(() => expect(lastList(calls).get('reported')).toBe('1'))
    await act(async () => {
      document.querySelector('.chat-room-filter')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    const option = () =>
      [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'Japanese (ja)')
    await waitFor(() => expect(option()).toBeDefined())
    await click(option()!)
    await waitFor(() => expect(lastList(calls).get('room')).toBe('ja'))
    expect(lastList(calls).get('reported')).toBe('1')
  })

  it('deletes a message only with a reason', async () => {
    const calls = await start()
    await click(buttons('Delete', rowOf(31)!)[0])
    const dialogDelete = () => buttons('Delete', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogDelete()).toBeDefined())
    await click(dialogDelete())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/chat/delete')).toBe(false)
    await type(document.querySelector('.ant-modal textarea')!, 'Spam link')
    await click(dialogDelete())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/chat/delete')?.body).toBe('id=31&reason=Spam+link&lang=en'),
    )
  })

  it('mutes a message’s sender for the minutes chosen, with a reason', async () => {
    const calls = await start()
    await click(buttons('Mute', rowOf(31)!)[0])
    await waitFor(() => expect(document.querySelector('input#mute_minutes')).not.toBeNull())
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Mute spammer@example.com')
    await click(buttons('1 day', document.querySelector('.ant-modal')!)[0])
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input#mute_minutes')!.value).toBe('1440'))
    await type(document.querySelector<HTMLTextAreaElement>('textarea#mute_reason')!, 'Posting spam links')
    await click(buttons('Mute', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/chat/mute')?.body).toBe(
        'user_id=2002&minutes=1440&reason=Posting+spam+links&lang=en',
      ),
    )
  })

  it('lists the users muted now and unmutes one with a reason', async () => {
    const calls = await start()
    const row = rowOf(2009)!
    for (const shown of ['loud@example.com', '2026-03-02 10:00:00', 'Flood']) expect(row.textContent).toContain(shown)
    await click(buttons('Unmute', row)[0])
    const dialogUnmute = () => buttons('Unmute', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogUnmute()).toBeDefined())
    await type(document.querySelector('.ant-modal textarea')!, 'Apologised')
    await click(dialogUnmute())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/chat/unmute')?.body).toBe(
        'user_id=2009&reason=Apologised&lang=en',
      ),
    )
  })
})
