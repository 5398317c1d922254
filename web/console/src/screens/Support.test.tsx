import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { SupportMessage, SupportSummary } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import Support from './Support'

const picture = '/upload/2026/03/01/fedcba9876543210fedcba9876543210.jpg'
const markup = '<img src="x" onerror="alert(1)"> Where is my deposit? https://example.com'

const summary: SupportSummary = {
  id: 5,
  user_id: 2002,
  account: 'user@example.com',
  status: 0,
  unread: 2,
  last_message: 'Where is my deposit?',
  last_at: '2026-03-01 10:06:00',
  last_at_ts: 1772330760000,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000,
}

const line = (id: number, fields: Partial<SupportMessage>): SupportMessage => ({
  id,
  conversation_id: 5,
  from: 'user',
  operator_name: '',
  kind: 'text',
  content: '',
  created_at: '2026-03-01 10:06:00',
  created_at_ts: 1772330760000,
  ...fields,
})

const messages = [
  line(1, { content: markup }),
  line(2, { kind: 'image', content: picture }),
  line(3, { from: 'operator', operator_name: 'Mia', content: 'Checking now' }),
  line(4, { from: 'system', content: 'closed_by_user' }),
]

interface Call {
  url: string
  body: string
}

/** A server that answers the operator, the list, one conversation with its messages, and every change. */
function serve(role: string) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role })
      if (url === '/admin/api/support/conversations') return answer(page([summary]))
      if (url === '/admin/api/support/conversation') return answer({ conversation: summary, messages })
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${id}"]`)

async function openConversation() {
  setLang('en')
  setToken('operator-token')
  const calls = serve('support')
  await render(<Support />)
  await waitFor(() => expect(rowOf(5)).not.toBeNull())
  await click(buttons('Open', rowOf(5)!)[0])
  await waitFor(() => expect(document.querySelector('.support-chat')).not.toBeNull())
  return calls
}

describe('the customer service screen', () => {
  it('lists open conversations first, with the user’s account, the unread count and the last message', async () => {
    setLang('en')
    setToken('operator-token')
    const calls = serve('support')
    await render(<Support />)
    await waitFor(() => expect(rowOf(5)).not.toBeNull())
    expect(calls.find((c) => c.url === '/admin/api/support/conversations')?.body).toContain('status=0')
    const row = rowOf(5)!
    expect(row.textContent).toContain('user@example.com')
    expect(row.textContent).toContain('Where is my deposit?')
    expect(row.querySelector('.support-unread')?.textContent).toBe('2')
  })

  it('shows the whole conversation, pictures as images and text never as markup', async () => {
    await openConversation()
    const chat = document.querySelector('.support-chat')!
    expect(chat.querySelector(`[data-line="1"] .support-text`)?.textContent).toBe(markup)
    expect(chat.querySelector('img[src="x"]')).toBeNull()
    expect(chat.querySelector('a')).toBeNull()
    expect(chat.querySelector(`[data-line="2"] img[src="${picture}"]`)).not.toBeNull()
    expect(chat.querySelector('[data-line="3"]')?.textContent).toContain('Mia')
    expect(chat.querySelector('[data-line="4"]')?.textContent).toContain('The user closed the conversation')
  })

  it('sends a reply with the conversation’s id', async () => {
    const calls = await openConversation()
    await type(document.querySelector('.support-reply textarea')!, '  It arrived, please check your assets  ')
    await click(buttons('Send reply')[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/support/reply')?.body).toBe(
        'id=5&content=It+arrived%2C+please+check+your+assets&lang=en',
      ),
    )
  })

  it('closes a conversation only after a confirmation', async () => {
    const calls = await openConversation()
    await click(buttons('Close conversation')[0])
    await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull())
    expect(calls.some((c) => c.url === '/admin/api/support/close')).toBe(false)
    await click(buttons('Close conversation', document.querySelector('.ant-popconfirm')!)[0])
    await waitFor(() => expect(calls.find((c) => c.url === '/admin/api/support/close')?.body).toBe('id=5&lang=en'))
  })
})
