import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { confirmWith, desktop, launch, shot, waitShown } from './browser'
import { consoleSignIn } from './flows'
import { api, createOperator, signUp, startServer, verifyLedger, type Server, ok, consoleEnv } from './server'

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

/** Opens a screen from the menu. */
async function openScreen(page: Page, label: string): Promise<void> {
  await page.locator('.ant-menu-item', { hasText: label }).click()
}

async function usdtId(): Promise<number> {
  const list = ok(await api(server, '/currency/list', {}, undefined, 'GET')) as {
    currency: { id: number; name: string }[]
  }
  const usdt = list.currency.find((c) => c.name === 'USDT')
  expect(usdt).toBeDefined()
  return usdt!.id
}

interface CouponView {
  id: number
  campaign_id: number
  title: string
  kind: string
  value: string
  rate: string
  status: number
}

interface ChatMessage {
  id: number
  room: string
  content: string
}

describe('coupons and chat moderation in the operators console', () => {
  it('funds the marketing reserve, creates a campaign with a code that a user claims, and issues one to another user', async () => {
    const usdt = await usdtId()

    // Finance funds the marketing account the coupons are paid from; it sees only the reserve tab.
    createOperator(server, 'growth-finance@example.com', 'finance')
    const finance = await desktop(browser)
    await consoleSignIn(finance, server, 'growth-finance@example.com')
    await openScreen(finance, 'Coupons')
    await waitShown(finance, finance.locator('.ant-tabs-tab', { hasText: 'Marketing reserve' }))
    expect(await finance.locator('.ant-tabs-tab').allInnerTexts()).toEqual(['Marketing reserve'])
    await finance.locator('.ant-select', { has: finance.locator('#fund_currency') }).click()
    await finance.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^USDT$/ }).click()
    await finance.locator('#fund_amount').fill('1000')
    await finance.locator('#fund_reason').fill('Spring campaign budget')
    await finance.getByRole('button', { name: 'Fund the marketing reserve' }).click()
    const reserveRow = finance.locator(`tr[data-row-key="${usdt}"]`)
    // The demo funds the account with 100,000 USDT at start.
    await waitShown(finance, reserveRow.getByText(/^101000(\.0+)?$/))
    await shot(finance, 'console-coupons-reserve-en')
    await finance.context().close()

    // Content creates a campaign with a claim code, after confirming its terms.
    createOperator(server, 'growth-content@example.com', 'content')
    const page = await desktop(browser)
    await consoleSignIn(page, server, 'growth-content@example.com')
    await openScreen(page, 'Coupons')
    await waitShown(page, page.locator('#campaign_title'))
    expect(await page.locator('.ant-tabs-tab').allInnerTexts()).toEqual(['Campaigns'])
    await page.locator('#campaign_title').fill('Spring fee coupon')
    await page.locator('#campaign_value').fill('5')
    await page.locator('#campaign_quantity').fill('10')
    await page.locator('#campaign_valid_days').fill('7')
    await page.locator('#campaign_code').fill('SPRING5')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await waitShown(page, confirm.getByText('Claim code: SPRING5'))
    await shot(page, 'console-coupons-create-confirm-en')
    await confirmWith(page, 'Create campaign')
    const campaignRow = page.locator('tr.ant-table-row', { hasText: 'SPRING5' })
    await waitShown(page, campaignRow.getByText('Issued 0 of 10'))
    // Content sees what the marketing account holds beside the campaigns it pays for.
    await waitShown(page, page.locator('.coupon-balance', { hasText: 'USDT' }))

    // A user claims the campaign's code through the app's API; a second claim is refused.
    const user = await signUp(server, 'coupon-user@example.com', 'password1')
    const claimed = ok(await api(server, '/coupon/claim', { code: 'SPRING5' }, user)) as CouponView
    expect(claimed).toMatchObject({ title: 'Spring fee coupon', kind: 'fee', status: 1 })
    expect(Number(claimed.value)).toBe(5)
    expect(await api(server, '/coupon/claim', { code: 'SPRING5' }, user)).toMatchObject({
      type: 'error',
      error: 'coupon_claimed',
    })
    const mine = ok(await api(server, '/coupon/list', { status: '1', page: '1', limit: '10' }, user, 'GET')) as {
      data: CouponView[]
    }
    expect(mine.data.map((c) => c.id)).toEqual([claimed.id])

    // The campaign now shows one coupon issued.
    await page.reload()
    const row = page.locator(`tr[data-row-key="${claimed.campaign_id}"]`)
    await waitShown(page, row.getByText('Issued 1 of 10'))
    await waitShown(page, row.getByText('9 left'))
    await shot(page, 'console-coupons-claimed-en')

    // An operator issues one to another user by account.
    const other = await signUp(server, 'coupon-other@example.com', 'password1')
    await row.getByRole('button', { name: 'Issue' }).click()
    const dialog = page.locator('.ant-modal-container:visible')
    await dialog.locator('#issue_account').fill('coupon-other@example.com')
    await dialog.getByRole('button', { name: 'Issue' }).click()
    await dialog.waitFor({ state: 'detached' })
    await waitShown(page, row.getByText('Issued 2 of 10'))
    const issued = ok(await api(server, '/coupon/list', { status: '1', page: '1', limit: '10' }, other, 'GET')) as {
      data: CouponView[]
    }
    expect(issued.data.map((c) => c.campaign_id)).toEqual([claimed.campaign_id])

    // Ending it with a reason stops further claims.
    await row.getByRole('button', { name: 'End' }).click()
    const ending = page.locator('.ant-modal-container:visible')
    await ending.locator('textarea').fill('Spring is over')
    await ending.getByRole('button', { name: 'End' }).click()
    await ending.waitFor({ state: 'detached' })
    await waitShown(page, row.getByText('Ended'))
    const late = await signUp(server, 'coupon-late@example.com', 'password1')
    const refused = await api(server, '/coupon/claim', { code: 'SPRING5' }, late)
    expect(refused.type, JSON.stringify(refused)).toBe('error')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 120_000)

  it('creates a boost campaign with its daily rate, which the list shows and a user claims with the rate', async () => {
    createOperator(server, 'growth-boost@example.com', 'content')
    const page = await desktop(browser)
    await consoleSignIn(page, server, 'growth-boost@example.com')
    await openScreen(page, 'Coupons')
    await waitShown(page, page.locator('#campaign_title'))
    // The demo's boost campaign shows its rate in the list.
    await waitShown(
      page,
      page.locator('tr.ant-table-row', { hasText: 'BOOST' }).locator('.coupon-rate', { hasText: '+0.1 % a day' }),
    )
    expect(await page.locator('#campaign_rate').count()).toBe(0)

    await page.locator('#campaign_title').fill('Lock-mining boost')
    await page.locator('.ant-select', { has: page.locator('#campaign_kind') }).click()
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'Extra daily rate on a lock-mining position',
      })
      .click()
    await waitShown(page, page.locator('#campaign_rate'))
    await page.locator('#campaign_value').fill('20')
    await page.locator('#campaign_rate').fill('0.25')
    await page.locator('#campaign_quantity').fill('10')
    await page.locator('#campaign_code').fill('LOCK25')
    await shot(page, 'console-coupons-boost-form-en')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    const confirm = page.locator('.ant-modal-confirm')
    await waitShown(page, confirm.getByText('Adds 0.25 % a day to one lock-mining position'))
    await waitShown(page, confirm.getByText('Pays at most 20 USDT each'))
    await confirmWith(page, 'Create campaign')
    const row = page.locator('tr.ant-table-row', { hasText: 'LOCK25' })
    await waitShown(page, row.locator('.coupon-rate', { hasText: '+0.25 % a day' }))
    await shot(page, 'console-coupons-boost-en')

    const user = await signUp(server, 'boost-claimer@example.com', 'password1')
    const claimed = ok(await api(server, '/coupon/claim', { code: 'LOCK25' }, user)) as CouponView
    expect(claimed).toMatchObject({ title: 'Lock-mining boost', kind: 'boost', rate: '0.25', status: 1 })
    expect(Number(claimed.value)).toBe(20)
    await page.context().close()
  }, 120_000)

  it('deletes a reported chat message and mutes its sender, whose next message is refused until unmuted', async () => {
    const sender = await signUp(server, 'chat-sender@example.com', 'password1')
    const reader = await signUp(server, 'chat-reader@example.com', 'password1')
    const spamText = 'Cheap coins <b>here</b> <img src=x onerror=alert(1)>'
    const spam = ok(
      await api(server, '/chat/send', { room: 'en', kind: 'text', content: spamText }, sender),
    ) as ChatMessage
    const hello = ok(
      await api(server, '/chat/send', { room: 'en', kind: 'text', content: 'Hello everyone' }, sender),
    ) as ChatMessage
    ok(await api(server, '/chat/report', { id: String(spam.id), reason: 'spam' }, reader))

    createOperator(server, 'chat-content@example.com', 'content')
    const page = await desktop(browser)
    await consoleSignIn(page, server, 'chat-content@example.com')
    await openScreen(page, 'Chat moderation')
    await page.locator('.chat-reported-filter').click()
    const spamRow = page.locator(`tr[data-row-key="${spam.id}"]`)
    // The text is shown as it was written, never read as markup.
    await waitShown(page, spamRow.locator('.chat-text', { hasText: spamText }))
    expect(await spamRow.locator('.chat-text b, .chat-text img').count()).toBe(0)
    await waitShown(page, spamRow.locator('.chat-reports', { hasText: '1' }))
    await waitShown(page, spamRow.getByText('chat-sender@example.com'))
    expect(await page.locator(`tr[data-row-key="${hello.id}"]`).count()).toBe(0)
    await shot(page, 'console-chat-reported-en')

    await spamRow.getByRole('button', { name: 'Delete' }).click()
    const deleting = page.locator('.ant-modal-container:visible')
    await deleting.locator('textarea').fill('Spam link')
    await deleting.getByRole('button', { name: 'Delete' }).click()
    await deleting.waitFor({ state: 'detached' })
    // The list may keep the deleted message (marked) or leave it out; either way the room no longer shows it.
    await expect
      .poll(async () => (await spamRow.count()) === 0 || (await spamRow.locator('.chat-deleted').count()) > 0)
      .toBe(true)
    const history = ok(await api(server, '/chat/history', { room: 'en' }, reader, 'GET')) as {
      messages: ChatMessage[]
    }
    expect(history.messages.map((m) => m.id)).not.toContain(spam.id)
    expect(history.messages.map((m) => m.id)).toContain(hello.id)

    // Mute the sender from another of their messages.
    await page.locator('.chat-reported-filter').click()
    const helloRow = page.locator(`tr[data-row-key="${hello.id}"]`)
    await waitShown(page, helloRow.getByText('Hello everyone'))
    await helloRow.getByRole('button', { name: 'Mute' }).click()
    const muting = page.locator('.ant-modal-container:visible')
    await waitShown(page, muting.getByText('Mute chat-sender@example.com'))
    await muting.getByRole('button', { name: '1 day' }).click()
    await muting.locator('#mute_reason').fill('Posting spam links')
    await muting.getByRole('button', { name: 'Mute', exact: true }).click()
    await muting.waitFor({ state: 'detached' })
    const muteRow = page.locator('.chat-mutes tr.ant-table-row', { hasText: 'chat-sender@example.com' })
    await waitShown(page, muteRow.getByText('Posting spam links'))
    await shot(page, 'console-chat-muted-en')

    expect(await api(server, '/chat/send', { room: 'en', kind: 'text', content: 'Am I muted?' }, sender)).toMatchObject(
      {
        type: 'error',
        error: 'chat_muted',
      },
    )
    const rooms = ok(await api(server, '/chat/rooms', {}, sender, 'GET')) as {
      muted_until_ts: number
      mute_reason: string
    }
    expect(rooms.mute_reason).toBe('Posting spam links')
    expect(rooms.muted_until_ts).toBeGreaterThan(Date.now())

    // Lifting the mute lets the user post again.
    await muteRow.getByRole('button', { name: 'Unmute' }).click()
    const lifting = page.locator('.ant-modal-container:visible')
    await lifting.locator('textarea').fill('Apologised')
    await lifting.getByRole('button', { name: 'Unmute' }).click()
    await lifting.waitFor({ state: 'detached' })
    await muteRow.waitFor({ state: 'detached' })
    ok(await api(server, '/chat/send', { room: 'en', kind: 'text', content: 'Sorry about that' }, sender))
    await page.context().close()
  }, 120_000)
})
