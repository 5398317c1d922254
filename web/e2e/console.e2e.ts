import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { desktop, launch, shot, waitForRoute, waitShown } from './browser'
import { consoleSignIn, readyUser, useLanguage } from './flows'
import { cardPicture } from './pictures'
import {
  adminApi,
  api,
  base32,
  createOperator,
  currentStep,
  OPERATOR_PASSWORD,
  operatorToken,
  rememberSecret,
  signUp,
  startServer,
  type Server,
  consoleEnv,
  totpAt,
} from './server'

let server: Server
let browser: Browser

beforeAll(async () => {
  const env = consoleEnv()
  server = await startServer(['--demo'], undefined, { MERCATO__MARKET__FEED: 'none', ...env })
  browser = await launch()
  createOperator(server, 'ops@example.com', 'admin')
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function uploadAs(token: string, picture: Buffer, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name)
  const res = await fetch(`${server.base}/api/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  })
  const body = (await res.json()) as { type: string; message: string }
  expect(body.type).toBe('ok')
  return body.message
}

describe('the operators console in the browser', () => {
  it("enrols an admin's second factor at the first sign-in, then signs in with a code from it", async () => {
    expect(totpAt(Buffer.from('12345678901234567890'), 1)).toBe('287082') // RFC 6238, appendix B
    createOperator(server, 'root@example.com', 'admin')
    const page = await desktop(browser)
    await page.goto(`${server.base}/admin/`)
    await page.evaluate(() => localStorage.setItem('mercato.console.lang', 'en'))
    await page.reload()
    // The right password alone opens no session: the form shows the secret to add to an authenticator app.
    await page.locator('input[autocomplete="username"]').fill('root@example.com')
    await page.locator('input[autocomplete="current-password"]').fill(OPERATOR_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const secret = page.getByTestId('enrol-secret')
    await waitShown(page, secret)
    await shot(page, 'console-login-enrol-en')
    const key = base32(((await secret.textContent()) ?? '').replace(/[^A-Z2-7]/g, ''))
    const step = currentStep()
    rememberSecret(server, 'root@example.com', key, step)
    await page.locator('input[autocomplete="one-time-code"]').fill(totpAt(key, step))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await waitShown(page, page.locator('.shell-operator', { hasText: 'root@example.com' }))
    await page.locator('.shell-role', { hasText: 'Admin' }).waitFor()
    await shot(page, 'console-dashboard-en')
    await page.context().close()
  })

  it('shows a waiting level-2 review with its pictures, approves it, and the user is then at level 2', async () => {
    const email = 'kyc2@example.com'
    const user = await readyUser(server, email, '13600136001')
    const front = await uploadAs(user, cardPicture(320, 200, 20), 'front.png')
    const back = await uploadAs(user, cardPicture(320, 200, 140), 'back.png')
    const filed = await api(server, '/user/real', { real_type: '2', front_pic: front, reverse_pic: back }, user)
    expect(filed.type).toBe('ok')

    const page = await desktop(browser)
    await consoleSignIn(page, server, 'ops@example.com')
    await page.locator('.ant-menu-item', { hasText: 'Identity review' }).click()
    const row = page.locator('.ant-table-row', { hasText: email })
    await waitShown(page, row)
    await row.getByRole('button', { name: 'Open' }).click()
    const drawer = page.locator('.ant-drawer-open .ant-drawer-section')
    for (const alt of ['Front', 'Back']) {
      const picture = drawer.locator(`img[alt="${alt}"]`)
      await waitShown(page, picture)
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
    await shot(page, 'console-identity-review-en')
    await drawer.getByRole('button', { name: 'Approve' }).click()
    await page.locator('.ant-popconfirm-buttons').getByRole('button', { name: 'Approve' }).click()
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' })
    await expect
      .poll(
        async () =>
          ((await api(server, '/real/state', {}, user, 'GET')).message as { real_status: number }).real_status,
      )
      .toBe(2)
    await page.context().close()
  })

  it('approves a pending withdrawal, which the API then shows paid out', async () => {
    const user = await readyUser(server, 'payout@example.com', '13600136002')
    const info = await api(server, '/wallet/get_info', { currency: '3' }, user)
    const rate = (info.message as { rate: string }).rate
    const requested = await api(
      server,
      '/wallet/out',
      {
        currency: '3',
        number: '321',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        type: 'ERC20',
        rate,
        pay_password: '246810',
      },
      user,
    )
    expect(requested.type).toBe('ok')

    const page = await desktop(browser)
    await consoleSignIn(page, server, 'ops@example.com')
    await page.locator('.ant-menu-item', { hasText: 'Withdrawals' }).click()
    const row = page.locator('.ant-table-row', { hasText: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    await waitShown(page, row)
    await row.getByRole('button', { name: 'Approve' }).click()
    const dialog = page.locator('.ant-modal-container:visible')
    await dialog.locator('input').fill('0xc0ffee')
    await shot(page, 'console-withdrawal-approve-en')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await row.waitFor({ state: 'detached' })

    const finance = await operatorToken(server, 'cashier@example.com', 'finance')
    const done = await adminApi(server, '/withdrawals', { status: '2' }, finance, 'GET')
    const paid = (done.message as { address: string; status: number; tx_hash: string }[]).find(
      (w) => w.address === '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
    expect(paid).toMatchObject({ status: 2, tx_hash: '0xc0ffee' })
    await page.context().close()
  })

  it('edits a home banner, and the H5 app shows the new title and picture', async () => {
    const page = await desktop(browser)
    await consoleSignIn(page, server, 'ops@example.com')
    await page.locator('.ant-menu-item', { hasText: 'Content' }).click()
    await page.locator('.ant-segmented-item', { hasText: 'Banners' }).click()
    const first = page.locator('.ant-table-row').first()
    await waitShown(page, first.locator('img.cover-thumb'))
    await first.getByRole('button', { name: 'Edit' }).click()
    const drawer = page.locator('.ant-drawer-open .ant-drawer-section')
    await drawer.getByLabel('Title').fill('Spring deposits week')
    const chooser = page.waitForEvent('filechooser')
    await drawer.getByRole('button', { name: 'Upload' }).click()
    await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: cardPicture(750, 360, 200) })
    const cover = drawer.locator('#cover')
    await expect.poll(() => cover.inputValue()).toMatch(/^\/upload\//)
    const path = await cover.inputValue()
    await drawer.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByTestId('content-preview')
    await preview.locator('img[alt="Spring deposits week"]').waitFor()
    await shot(page, 'console-banner-preview-en')
    await page.locator('.ant-modal-close').click()
    await drawer.getByRole('button', { name: 'Save' }).click()
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' })
    await page.locator('.ant-table-row', { hasText: 'Spring deposits week' }).waitFor()

    // The H5 app on a phone-sized window, in English (the app keeps its storage once it has started).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${server.base}/h5/#/pages/index/index`)
    await waitForRoute(page, '/pages/index/index')
    await useLanguage(page, server, 'en', '/pages/index/index')
    const banner = page.locator('img.banner-image[alt="Spring deposits week"]')
    await waitShown(page, banner)
    expect(await banner.getAttribute('src')).toBe(path)
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await shot(page, 'console-banner-in-h5-en')
    await page.context().close()
  })

  it('offers a support operator no finance actions, and the API refuses them too', async () => {
    createOperator(server, 'helpdesk@example.com', 'support')
    const page = await desktop(browser)
    await consoleSignIn(page, server, 'helpdesk@example.com')
    const menu = page.locator('.shell-sider .ant-menu')
    await menu.locator('.ant-menu-item', { hasText: 'Users' }).waitFor()
    for (const hidden of ['Withdrawals', 'Deposits', 'Ledger']) {
      expect(await menu.locator('.ant-menu-item', { hasText: hidden }).count()).toBe(0)
    }
    await page.goto(`${server.base}/admin/#/withdrawals`)
    await waitShown(page, page.getByText('Your role cannot open this screen.'))
    await shot(page, 'console-support-forbidden-en')

    const token = await page.evaluate(() => sessionStorage.getItem('mercato.console.token') ?? '')
    expect(token).not.toBe('')
    const refused = await adminApi(server, '/withdrawals/approve', { id: '1', tx_hash: '0xbad' }, token)
    expect(refused).toMatchObject({ type: 'error', error: 'forbidden' })
    await page.context().close()
  })

  it('approves a pending loan application from the Loans screen, and the borrower’s loan is then active', async () => {
    const finance = await operatorToken(server, 'lending@example.com', 'finance')
    const borrower = await signUp(server, 'borrow-console@example.com', 'password1')
    const info = await api(server, '/user/info', {}, borrower, 'GET')
    const userId = String((info.message as { id: number }).id)
    const usdc = { user_id: userId, currency: '4', account: 'change', amount: '300', reason: 'Test funds' }
    expect((await adminApi(server, '/ledger/adjust', usdc, finance)).type).toBe('ok')
    const grant = { user_id: userId, eligible: '1', reason: 'Known client' }
    expect((await adminApi(server, '/loans/eligibility', grant, finance)).type).toBe('ok')
    const config = await api(server, '/loan/config', {}, undefined, 'GET')
    const offers = (config.message as { offers: { id: number; currency_name: string }[] }).offers
    const usdt = offers.find((o) => o.currency_name === 'USDT')!
    // USDC counts one USDT, so the risk rate needs no index: 200 USDC against 100 USDT is 200 %.
    const application = {
      offer_id: String(usdt.id),
      amount: '100',
      days: '30',
      collateral_currency: '4',
      collateral_amount: '200',
    }
    const applied = await api(server, '/loan/apply', application, borrower)
    expect(applied.type).toBe('ok')

    const page = await desktop(browser)
    await consoleSignIn(page, server, 'lending@example.com')
    await page.goto(`${server.base}/admin/#/loans`)
    const row = page.locator('tr', { hasText: 'borrow-console@example.com' })
    await waitShown(page, row.getByText('200.00 %'))
    await shot(page, 'console-loans-pending-en')
    await row.getByRole('button', { name: 'Approve' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click()
    await page.locator('.ant-segmented').getByText('Active', { exact: true }).click()
    await waitShown(page, page.locator('tr', { hasText: 'borrow-console@example.com' }).getByText('Active'))
    const mine = await api(server, '/loan/list', {}, borrower, 'GET')
    expect((mine.message as { data: { status: number }[] }).data[0].status).toBe(1)

    await page.evaluate(() => localStorage.setItem('mercato.console.lang', 'zh'))
    await page.reload()
    await page.locator('.ant-segmented').getByText('借款中', { exact: true }).click()
    await waitShown(page, page.locator('tr', { hasText: 'borrow-console@example.com' }))
    await shot(page, 'console-loans-active-zh')
    await page.context().close()
  })

  it('serves the console at /admin/ and the signed-in user is not an operator', async () => {
    const user = await signUp(server, 'plain@example.com', 'password1')
    const refused = await adminApi(server, '/me', {}, user, 'GET')
    expect(refused.error).toBe('session_invalid')
    const index = await fetch(`${server.base}/admin/`)
    expect(index.status).toBe(200)
    expect(await index.text()).toContain('<div id="root"></div>')
  })
})
