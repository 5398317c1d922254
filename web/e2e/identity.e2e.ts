import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import en from '../src/locales/en/translation.json'
import zh from '../src/locales/zh/translation.json'
import { launch, phone, shot, waitForRoute } from './browser'
import { cardPicture } from './pictures'
import { logIn, waitForCode } from './flows'
import { adminApi, api, operatorToken, signUp, startServer, type Server } from './server'

let server: Server
let browser: Browser
let compliance: string
let support: string

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
  compliance = await operatorToken(server, 'kyc@example.com', 'compliance')
  support = await operatorToken(server, 'help@example.com', 'support')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function approveWaitingReview(): Promise<void> {
  const queue = await adminApi(server, '/identity/reviews', {}, compliance, 'GET')
  const list = (queue.message as { list: { id: number }[] }).list
  expect(list.length).toBe(1)
  const approved = await adminApi(server, '/identity/approve', { id: String(list[0].id) }, compliance)
  expect(approved.type).toBe('ok')
}

async function openRealMark(page: Page): Promise<void> {
  await page.goto(`${server.base}/h5/#/pages/setting/real_mark`)
  await page.reload()
  await page.locator('.state-title').waitFor()
}

describe('identity verification in the browser', () => {
  it('binds the mobile, files both levels with pictures, and shows the operator-approved result', async () => {
    const page = await phone(browser)
    const email = 'kyc-user@example.com'
    await signUp(server, email, 'password1')
    await logIn(page, server, email, 'password1')

    await page.goto(`${server.base}/h5/#/pages/setting/real`)
    await page.getByText(zh.real.contacts_title).waitFor()
    await shot(page, 'real-contacts-zh')
    await page.getByRole('button', { name: zh.security.title }).click()
    await waitForRoute(page, '/pages/setting/security')
    await page.locator('.settings-list').getByText(zh.auth.mobile, { exact: true }).click()
    await page.locator('.sheet input[type="tel"]').fill('13800138000')
    await page.locator('.sheet').getByRole('button', { name: zh.auth.get_code }).click()
    const code = await waitForCode(server, '+8613800138000')
    await page.locator('.sheet input[autocomplete="one-time-code"]').fill(code)
    await page.locator('.sheet button.submit').click()
    await page.getByText('+86 138****8000').waitFor()
    await page.locator('.sheet').waitFor({ state: 'hidden' })
    await shot(page, 'security-zh')

    await page.goto(`${server.base}/h5/#/pages/setting/real`)
    await page.getByText(zh.real.name, { exact: true }).waitFor()
    await page.getByPlaceholder(zh.real.name_placeholder).fill('张三')
    await page.getByPlaceholder(zh.real.card_id_placeholder).fill('11010519491231002X')
    await shot(page, 'real-level1-zh')
    await page.getByRole('button', { name: zh.real.submit }).click()
    await waitForRoute(page, '/pages/setting/real_mark')
    await page.getByText(zh.real.reviewing_title.replace('{{level}}', '1')).waitFor()
    await shot(page, 'real-mark-reviewing-zh')

    await approveWaitingReview()
    await openRealMark(page)
    await page.getByText(zh.real.verified_title.replace('{{level}}', '1')).waitFor()
    await page.getByRole('button', { name: zh.real.start_level2 }).click()
    await waitForRoute(page, '/pages/setting/real')
    // The front goes the way a user picks it: tile, "original" in the sheet, then the album.
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: zh.real.front_pic }).click()
    await page.locator('.adm-action-sheet').getByText(zh.upload.original, { exact: true }).click()
    await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: cardPicture(320, 200, 20) })
    await page.locator('.picture-picker img').first().waitFor()
    await page.locator('.adm-action-sheet-popup').waitFor({ state: 'hidden', timeout: 5000 })
    await page.locator('input[name="reverse_pic"]').setInputFiles({
      name: 'back.png',
      mimeType: 'image/png',
      buffer: cardPicture(320, 200, 140),
    })
    await expect.poll(() => page.locator('.picture-picker img').count()).toBe(2)
    await shot(page, 'real-level2-zh')
    await page.getByRole('button', { name: zh.real.submit }).click()
    await waitForRoute(page, '/pages/setting/real_mark')
    await page.getByText(zh.real.reviewing_title.replace('{{level}}', '2')).waitFor()

    await approveWaitingReview()
    await page.evaluate(() => localStorage.setItem('mercato.lang', JSON.stringify('en')))
    await page.reload()
    await openRealMark(page)
    await page.getByText(en.real.verified_title.replace('{{level}}', '2')).waitFor()
    await shot(page, 'real-mark-verified-en')
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('mercato.token') ?? '""') as string)
    const info = await api(server, '/user/info', {}, token, 'GET')
    expect((info.message as { real_level: number }).real_level).toBe(2)
    await page.context().close()
  })

  it('lets an account registered by mobile bind its e-mail with a code', async () => {
    const page = await phone(browser)
    const mobile = '13900139000'
    await api(server, '/sms_mail', { user_string: mobile, scene: 'register', area_code: '86' })
    const code = await waitForCode(server, `+86${mobile}`)
    const registered = await api(server, '/user/register', {
      user_string: mobile,
      code,
      password: 'password1',
      re_password: 'password1',
      type: 'mobile',
      area_code: '86',
    })
    expect(registered.type).toBe('ok')
    await logIn(page, server, mobile, 'password1')
    await page.goto(`${server.base}/h5/#/pages/setting/security`)
    await page.locator('.settings-list').getByText(zh.auth.email, { exact: true }).click()
    await page.locator('.sheet input[type="email"]').fill('bound-later@example.com')
    await page.locator('.sheet').getByRole('button', { name: zh.auth.get_code }).click()
    const emailCode = await waitForCode(server, 'bound-later@example.com')
    await page.locator('.sheet input[autocomplete="one-time-code"]').fill(emailCode)
    await page.locator('.sheet button.submit').click()
    await page.getByText('bou***@example.com').waitFor()
    await page.locator('.sheet').waitFor({ state: 'hidden' })
    await shot(page, 'security-email-bound-zh')
    await page.context().close()
  })

  it('shows a new mail message unread and marks it read when the user opens it', async () => {
    const page = await phone(browser)
    const email = 'mail-user@example.com'
    const token = await signUp(server, email, 'password1')
    const info = await api(server, '/user/info', {}, token, 'GET')
    const userId = (info.message as { id: number }).id
    await logIn(page, server, email, 'password1')
    const sent = await adminApi(
      server,
      '/messages/send',
      {
        user_id: String(userId),
        title: 'Scheduled maintenance',
        content: '<p>Trading pauses on Sunday at 02:00 for 30 minutes.</p>',
      },
      support,
    )
    expect(sent.type).toBe('ok')

    await page.goto(`${server.base}/h5/#/pages/mailMessage/mailMessageList`)
    const row = page.getByText('Scheduled maintenance')
    await row.waitFor()
    await shot(page, 'mail-list-zh')
    await row.click()
    await page.getByText('Trading pauses on Sunday').waitFor()
    await expect
      .poll(async () => {
        const list = await api(server, '/mailMessage/getList', {}, token, 'GET')
        return (list.message as { unread: number }).unread
      })
      .toBe(0)
    await shot(page, 'mail-read-zh')
    await page.context().close()
  })
})
