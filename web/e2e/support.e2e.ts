import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import en from '../src/features/support/locales/en.json'
import zh from '../src/features/support/locales/zh.json'
import { desktop, launch, phone, shot, waitShown } from './browser'
import { consoleSignIn, logIn, useLanguage } from './flows'
import { api, operatorToken, signUp, startServer, verifyLedger, type Server, ok, consoleEnv } from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  const env = consoleEnv()
  server = await startServer(['--demo'], undefined, { MERCATO__MARKET__FEED: 'none', ...env })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

type Conversation = { id: number; status: number; messages: { from: string; content: string }[] } | null

async function conversationOf(token: string): Promise<Conversation> {
  return ok(await api(server, '/kefu/conversation', {}, token, 'GET')) as Conversation
}

async function unreadOf(token: string): Promise<number> {
  return (ok(await api(server, '/kefu/unread', {}, token, 'GET')) as { unread: number }).unread
}

const QUESTION = 'Where is my deposit?'
const REPLY = 'It arrived, please check your assets'

describe('customer service', () => {
  it('answers a user who went offline from the console; the reply waits for them, and the operator closes it', async () => {
    const email = 'support-user@example.com'
    const token = await signUp(server, email, 'password1')

    // The user writes from a phone, then leaves.
    const first = await phone(browser)
    await logIn(first, server, email, 'password1')
    await useLanguage(first, server, 'en', '/pages/kefu/index')
    await waitShown(first, first.getByText(en.empty_title))
    await shot(first, 'support-empty-en')
    await first.locator('input[name="support_text"]').fill(QUESTION)
    await first.locator('.support-send').click()
    await waitShown(first, first.locator('.support-line-own').getByText(QUESTION))
    await waitShown(first, first.locator('.support-close'))
    await shot(first, 'support-sent-en')
    await first.context().close()

    const opened = await conversationOf(token)
    expect(opened).toMatchObject({ status: 0 })
    expect(opened!.messages.map((m) => [m.from, m.content])).toEqual([['user', QUESTION]])
    const id = opened!.id

    // A support operator answers from the console while the user is away.
    const agent = 'support-agent@example.com'
    await operatorToken(server, agent, 'support')
    const desk = await desktop(browser)
    await consoleSignIn(desk, server, agent)
    await desk.locator('.ant-menu-item', { hasText: 'Customer service' }).click()
    const row = desk.locator(`tr[data-row-key="${id}"]`)
    await waitShown(desk, row.getByText(email))
    await waitShown(desk, row.getByText(QUESTION))
    expect(await row.locator('.support-unread').innerText()).toBe('1')
    await row.getByRole('button', { name: 'Open' }).click()
    const drawer = desk.locator('.ant-drawer-open')
    await waitShown(desk, drawer.locator('.support-chat').getByText(QUESTION))
    await drawer.locator('.support-reply textarea').fill(REPLY)
    await drawer.getByRole('button', { name: 'Send reply' }).click()
    await waitShown(desk, drawer.locator('.support-line-operator').getByText(REPLY))
    await shot(desk, 'console-support-reply-en')

    // The reply waits for the user, counted as unread until the conversation is opened.
    expect(await unreadOf(token)).toBe(1)
    const back = await phone(browser)
    await logIn(back, server, email, 'password1')
    await useLanguage(back, server, 'en', '/pages/kefu/index')
    await waitShown(back, back.locator('.support-line-operator').getByText(REPLY))
    await waitShown(back, back.locator('.support-line-own').getByText(QUESTION))
    await shot(back, 'support-offline-reply-en')
    await expect.poll(() => unreadOf(token)).toBe(0)
    await useLanguage(back, server, 'zh', '/pages/kefu/index')
    await waitShown(back, back.locator('.support-line-operator').getByText(REPLY))
    await waitShown(back, back.getByText(zh.close, { exact: true }))
    await shot(back, 'support-reply-zh')

    // The operator closes it; the user's open screen shows the closing line.
    await drawer.getByRole('button', { name: 'Close conversation' }).click()
    const confirm = desk.locator('.ant-popconfirm')
    await waitShown(desk, confirm.getByText(/^Close this conversation\?/))
    await confirm.getByRole('button', { name: 'Close conversation' }).click()
    await waitShown(desk, drawer.getByText('This conversation is closed.'))
    await waitShown(desk, drawer.locator('.support-line-system').getByText('Support closed the conversation'))
    await shot(desk, 'console-support-closed-en')

    await waitShown(back, back.locator('.support-line-system').getByText(zh.system_closed_by_operator), 15_000)
    await waitShown(back, back.locator('.support-closed').getByText(zh.closed_notice))
    await shot(back, 'support-closed-zh')
    expect(await conversationOf(token)).toBeNull()

    await back.context().close()
    await desk.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 120_000)
})
