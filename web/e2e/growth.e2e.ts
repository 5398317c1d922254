import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import chatEn from '../src/features/chat/locales/en.json'
import couponsEn from '../src/features/coupons/locales/en.json'
import referralEn from '../src/features/referral/locales/en.json'
import referralZh from '../src/features/referral/locales/zh.json'
import vipEn from '../src/features/vip/locales/en.json'
import en from '../src/locales/en/translation.json'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, useLanguage, waitForCode } from './flows'
import { api, signUp, startServer, verifyLedger, type Server, ok } from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

type Invite = {
  invite_code: string
  link: string
  invitees: number
  rebate_share: string
  today: { currency: string; fees: string; amount: string }[]
}
type Pager<T> = { data: T[]; total: number }
type Invitee = { account: string; rebated: boolean }
type Coupon = { id: number; status: number; value: string; kind: string; used_on: string; covered: string }

async function inviteOf(token: string): Promise<Invite> {
  return ok(await api(server, '/user/invite', {}, token, 'GET')) as Invite
}

async function couponsOf(token: string, status: number): Promise<Coupon[]> {
  return (
    ok(
      await api(server, '/coupon/list', { status: String(status), page: '1', limit: '20' }, token, 'GET'),
    ) as Pager<Coupon>
  ).data
}

/** Moves USDT (currency 3 in the demo) from the exchange account to another one. */
async function move(token: string, to: string, amount: string): Promise<void> {
  ok(
    await api(
      server,
      '/wallet/change',
      { currency_id: '3', number: amount, from_field: 'change', to_field: to },
      token,
    ),
  )
}

/** Collects the page's dialogs (an `alert` that should never run). */
function watchDialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog.message())
    void dialog.dismiss()
  })
  return seen
}

describe('growth screens in the browser', () => {
  it('shares an invite link; the friend signs up with the code filled in and shows in the inviter’s list', async () => {
    const inviterEmail = 'inviter@example.com'
    const inviter = await signUp(server, inviterEmail, 'password1')
    const invite = await inviteOf(inviter)
    expect(invite.invite_code).toMatch(/^[A-Za-z0-9]+$/)
    expect(invite.link.endsWith(`/h5/#/pages/common/register?extension_code=${invite.invite_code}`)).toBe(true)
    expect(invite.invitees).toBe(0)

    const page = await phone(browser)
    await logIn(page, server, inviterEmail, 'password1')
    await useLanguage(page, server, 'zh', '/pages/setting/share')
    await waitShown(page, page.locator('.referral-code').getByText(invite.invite_code, { exact: true }))
    await waitShown(page, page.locator('.referral-link').getByText(invite.link, { exact: true }))
    await waitShown(page, page.locator('.referral-qr img.qr-code'))
    await waitShown(page, page.getByText(referralZh.save_picture, { exact: true }))
    await shot(page, 'share-zh')
    await useLanguage(page, server, 'en', '/pages/setting/share')
    await waitShown(page, page.locator('.referral-qr img.qr-code'))
    await waitShown(page, page.locator('.referral-share').getByText(`${invite.rebate_share}%`))
    await shot(page, 'share-en')

    // The friend opens the link (on this server) and signs up; the invite code is already in its field.
    const friendEmail = 'invited-friend@example.com'
    const friend = await phone(browser)
    await useLanguage(friend, server, 'en', `/pages/common/register?extension_code=${invite.invite_code}`)
    const codeField = friend.getByPlaceholder(en.auth.invite_placeholder)
    await waitShown(friend, codeField)
    expect(await codeField.inputValue()).toBe(invite.invite_code)
    await friend.locator('input[autocomplete="email"]').fill(friendEmail)
    await friend.getByRole('button', { name: en.auth.get_code }).click()
    const code = await waitForCode(server, friendEmail)
    await friend.locator('input[autocomplete="one-time-code"]').fill(code)
    await friend.locator('input[autocomplete="new-password"]').nth(0).fill('password1')
    await friend.locator('input[autocomplete="new-password"]').nth(1).fill('password1')
    await shot(friend, 'register-invited-en')
    await friend.locator('button.submit').click()
    // The friend's new account is signed in at once.
    await waitForRoute(friend, '/pages/index/index')
    await friend.context().close()

    // The inviter sees the friend, masked, in the list and counted on the share screen.
    const invitees = ok(
      await api(server, '/user/invitees', { page: '1', limit: '10' }, inviter, 'GET'),
    ) as Pager<Invitee>
    expect(invitees.total).toBe(1)
    expect(invitees.data[0].account).not.toBe(friendEmail)
    expect((await inviteOf(inviter)).invitees).toBe(1)
    await useLanguage(page, server, 'en', '/pages/setting/invitees')
    const row = page.locator('.referral-invitee')
    await waitShown(page, row.getByText(invitees.data[0].account, { exact: true }))
    expect(await row.count()).toBe(1)
    expect(await row.innerText()).not.toContain(friendEmail)
    await waitShown(page, row.getByText(referralEn.not_rebated, { exact: true }))
    await shot(page, 'invitees-en')
    await useLanguage(page, server, 'en', '/pages/setting/share')
    await waitShown(page, page.locator('.referral-invitee-count').getByText('1', { exact: true }))
    await useLanguage(page, server, 'en', '/pages/setting/rebates')
    await waitShown(page, page.getByText(referralEn.rebates_empty, { exact: true }))

    // The friend opens a contract at market; the inviter sees today's share of its fee, which the daily job pays
    // after the day ends (the API tests drive that job with their clock).
    const login = await api(server, '/user/login', { user_string: friendEmail, password: 'password1' })
    const friendToken = login.message as string
    await move(friendToken, 'lever', '1000')
    const long = {
      currency_id: '1',
      legal_id: '3',
      type: '1',
      share: '2',
      multiple: '10',
      status: '1',
      target_price: '999',
    }
    await expect
      .poll(async () => (await api(server, '/lever/submit', long, friendToken)).type, {
        timeout: 10_000,
        interval: 500,
      })
      .toBe('ok')
    const today = (await inviteOf(inviter)).today
    expect(today.map((d) => d.currency)).toEqual(['USDT'])
    expect(Number(today[0].amount)).toBeGreaterThan(0)
    expect(Number(today[0].amount)).toBeCloseTo((Number(today[0].fees) * Number(invite.rebate_share)) / 100, 7)
    await useLanguage(page, server, 'en', '/pages/setting/share')
    const accruing = page.locator('.referral-today li[data-currency="USDT"]')
    await waitShown(page, accruing)
    expect(Number((await accruing.locator('.num').innerText()).replace(/[^0-9.]/g, ''))).toBe(Number(today[0].amount))
    await waitShown(page, page.getByText(referralEn.today_hint, { exact: true }))
    await shot(page, 'share-today-en')
    await useLanguage(page, server, 'zh', '/pages/setting/share')
    await waitShown(page, page.getByText(referralZh.today_hint, { exact: true }))
    await shot(page, 'share-today-zh')
    await page.context().close()
  }, 120_000)

  it('shows the VIP level, the progress toward the next one and the table of levels', async () => {
    await signUp(server, 'vip-viewer@example.com', 'password1')
    const page = await phone(browser)
    await logIn(page, server, 'vip-viewer@example.com', 'password1')
    await useLanguage(page, server, 'en', '/pages/setting/vip')
    await waitShown(page, page.locator('.vip-badge'))
    for (const level of [1, 2, 3, 4, 5]) {
      await waitShown(page, page.locator(`.vip-table tr[data-level="${level}"]`))
    }
    await waitShown(page, page.locator('.vip-table tr[data-level="1"]').getByText('≥ 10,000', { exact: true }))
    await waitShown(page, page.locator('.vip-table tr[data-level="5"]').getByText('25%', { exact: true }))
    await waitShown(page, page.getByText(vipEn.either, { exact: true }))
    await waitShown(page, page.locator('.vip-volume'))
    await waitShown(page, page.locator('.vip-holdings'))
    await shot(page, 'vip-en')
    await useLanguage(page, server, 'zh', '/pages/setting/vip')
    await waitShown(page, page.locator('.vip-table tr[data-level="5"]'))
    await shot(page, 'vip-zh')
    await page.context().close()
  }, 60_000)

  it('claims the WELCOME coupon, pays a market contract order’s fee with it, and lists it as used', async () => {
    const email = 'coupon-user@example.com'
    const token = await signUp(server, email, 'password1')
    await move(token, 'lever', '2000')
    const page = await phone(browser)
    await logIn(page, server, email, 'password1')

    await useLanguage(page, server, 'en', '/pages/setting/coupon')
    await waitShown(page, page.getByText(couponsEn.empty_1, { exact: true }))
    await page.locator('input[name="coupon_code"]').fill('WELCOME')
    await page.locator('.coupon-claim-button').click()
    const card = page.locator('.coupon-card[data-status="1"]')
    await waitShown(page, card)
    await waitShown(page, card.locator('.coupon-value').getByText('USDT', { exact: true }))
    await waitShown(page, card.getByText(couponsEn.kind_fee, { exact: true }))
    await shot(page, 'coupons-available-en')
    const available = await couponsOf(token, 1)
    expect(available).toHaveLength(1)
    expect(available[0]).toMatchObject({ kind: 'fee', status: 1 })
    expect(Number(available[0].value)).toBe(5)
    const couponId = available[0].id

    // A second claim of the same campaign is refused and nothing changes.
    const again = await api(server, '/coupon/claim', { code: 'WELCOME' }, token)
    expect(again.error).toBe('coupon_claimed')

    await useLanguage(page, server, 'en', '/pages/transaction/contract?currency_id=1&legal_id=3')
    await page.locator('input[name="lots"]').fill('1')
    await page.locator('.lever-picker button', { hasText: /^10x$/ }).click()
    await page.locator('.lever-fee').filter({ hasText: 'USDT' }).waitFor()
    await page.locator('.coupon-pick-row').click()
    await page.locator(`.coupon-pick-option[data-coupon="${couponId}"]`).click()
    await waitShown(page, page.locator('.coupon-pick-covers'))
    await shot(page, 'contract-coupon-en')
    // Limit orders take no coupon: the picker goes away and comes back with the choice kept.
    await page.locator('.kind-toggle button', { hasText: en.trade.limit }).click()
    expect(await page.locator('.coupon-pick').count()).toBe(0)
    await page.locator('.kind-toggle button', { hasText: en.trade.market }).click()
    await waitShown(page, page.locator('.coupon-pick-covers'))

    await page.getByRole('button', { name: en.lever.open_long, exact: true }).click()
    const dialog = page.locator('.adm-dialog')
    await waitShown(page, dialog.getByText(en.lever.coupon, { exact: true }))
    await dialog.getByRole('button', { name: en.lever.open_long, exact: true }).click()
    await page.locator('.lever-positions .order-row').first().waitFor({ timeout: 15_000 })

    await expect.poll(async () => (await couponsOf(token, 2)).map((c) => c.id)).toEqual([couponId])
    const used = (await couponsOf(token, 2))[0]
    expect(used.used_on).toMatch(/^lever_position:\d+$/)
    expect(Number(used.covered)).toBeGreaterThan(0)
    expect(Number(used.covered)).toBeLessThanOrEqual(5)
    expect(await couponsOf(token, 1)).toEqual([])

    await useLanguage(page, server, 'en', '/pages/setting/coupon?tab=used')
    const usedCard = page.locator(`.coupon-card[data-status="2"][data-coupon="${couponId}"]`)
    await waitShown(page, usedCard.locator('.coupon-used'))
    await shot(page, 'coupons-used-en')
    await page.context().close()
    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 120_000)

  it('shows a message with markup live in another browser as text, with only the address as a safe link', async () => {
    await signUp(server, 'chat-alice@example.com', 'password1')
    await signUp(server, 'chat-bob@example.com', 'password1')
    const alice = await phone(browser)
    const bob = await phone(browser)
    const aliceDialogs = watchDialogs(alice)
    const bobDialogs = watchDialogs(bob)
    await logIn(alice, server, 'chat-alice@example.com', 'password1')
    await logIn(bob, server, 'chat-bob@example.com', 'password1')
    await useLanguage(alice, server, 'en', '/pages/chat/room?room=en')
    await useLanguage(bob, server, 'en', '/pages/chat/room?room=en')
    await waitShown(alice, alice.locator('.chat-lines[data-room="en"]'))
    await waitShown(bob, bob.locator('.chat-lines[data-room="en"]'))
    await waitShown(bob, bob.locator('input[name="chat_text"]'))
    // The history comes over HTTP; give Bob's socket a moment to join the room's topic before Alice writes.
    await bob.waitForTimeout(1_500)

    const text = '<img src=x onerror=alert(1)> https://example.com'
    await alice.locator('input[name="chat_text"]').fill(text)
    await alice.locator('.chat-send').click()
    await waitShown(alice, alice.locator('.chat-line-mine').getByText('https://example.com'))

    const line = bob.locator('.chat-line', { hasText: 'https://example.com' })
    await waitShown(bob, line, 15_000)
    expect(await line.getAttribute('data-mine')).toBe('false')
    expect(await line.locator('.chat-text').innerText()).toBe(text)
    const link = line.locator('.chat-text a')
    expect(await link.count()).toBe(1)
    expect(await link.getAttribute('href')).toBe('https://example.com/')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(await bob.locator('.chat-lines img[src="x"]').count()).toBe(0)
    expect(await line.getByText(chatEn.report, { exact: true }).count()).toBe(1)
    await shot(bob, 'chat-received-en')
    await shot(alice, 'chat-sent-en')
    expect(aliceDialogs).toEqual([])
    expect(bobDialogs).toEqual([])

    // A guest reads the room too, without a composer.
    const guest = await phone(browser)
    await useLanguage(guest, server, 'en', '/pages/chat/room?room=en')
    await waitShown(guest, guest.locator('.chat-line', { hasText: 'https://example.com' }))
    await waitShown(guest, guest.getByText(chatEn.guest, { exact: true }))
    expect(await guest.locator('input[name="chat_text"]').count()).toBe(0)
    await guest.context().close()
    await alice.context().close()
    await bob.context().close()
  }, 120_000)
})
