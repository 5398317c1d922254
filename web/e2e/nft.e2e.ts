import { createHash } from 'node:crypto'
import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import en from '../src/features/nft/locales/en.json'
import zh from '../src/features/nft/locales/zh.json'
import { grouped } from './amounts'
import { launch, phone, shot, waitForRoute, waitShown } from './browser'
import { logIn, storedToken, useLanguage } from './flows'
import { cardPicture } from './pictures'
import { until } from './poll'
import { adminApi, api, operatorToken, signUp, startServer, verifyLedger, type Server, ok } from './server'

let server: Server
let browser: Browser
/** The content operator's token, the finance operator's, and the artist every work here is minted to. */
let content: string
let finance: string
let artistId: string
let artistUid: number
let usdt: number

type Row = {
  id: number
  code: string
  name: string
  image: string
  cover: string
  type: string
  owner: number
  price: string
  current_bid: string
  current_bidder: number | null
  status: number
  buy_status: number
  resell_nft_status: number
  pay_type: number
  is_opened: number
  start_time: string
  end_time: string
  series_id: number | null
  draw_input: string
}
type Provenance = {
  id: number
  kind: string
  from_uid: number | null
  from_name: string
  to_name: string
  price: string
}
type PayOrder = { id: number; name: string; price: string; overtime: number; is_pay: number; is_expired: number }
type Content = { index: number; name: string; image: string; type: string; rarity: string; weight: number }
type Series = {
  id: number
  sold: number
  total: number
  seed: string
  seed_hash: string
  contents_hash: string
  revealed: boolean
  next_box: string
  contents: Content[]
}

/** A text of the locale with its `{{name}}` places filled. */
function text(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}

async function userIdOf(token: string): Promise<number> {
  const info = await api(server, '/user/info', {}, token, 'GET')
  return (info.message as { id: number }).id
}

async function usdtId(): Promise<number> {
  const list = ok(await api(server, '/currency/list', {}, undefined, 'GET')) as {
    currency: { id: number; name: string }[]
  }
  const found = list.currency.find((c) => c.name === 'USDT')
  expect(found).toBeDefined()
  return found!.id
}

async function changeBalance(token: string): Promise<string> {
  const wallet = ok(await api(server, '/wallet/list', {}, token, 'GET')) as {
    change_wallet: { balance: { currency: number; change_balance: string }[] }
  }
  return wallet.change_wallet.balance.find((row) => row.currency === usdt)?.change_balance ?? '0'
}

/** What a balance moved by since `before`, as a plain decimal string (`-20`, `0`). */
async function movedSince(token: string, before: string): Promise<string> {
  return new Decimal(await changeBalance(token)).minus(before).toFixed()
}

/** A signed-up user with 100 USDT more in the exchange account; answers its token. */
async function fundedUser(email: string): Promise<string> {
  const token = await signUp(server, email, 'password1')
  ok(
    await adminApi(
      server,
      '/ledger/adjust',
      {
        user_id: String(await userIdOf(token)),
        currency: String(usdt),
        account: 'change',
        amount: '100',
        reason: 'Test funds',
      },
      finance,
    ),
  )
  return token
}

/** Uploads a picture through the console, as an operator adds an artwork's image; answers its path. */
async function uploadPicture(picture: Buffer, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), name)
  const res = await fetch(`${server.base}/admin/api/upload`, {
    method: 'POST',
    headers: { authorization: content },
    body: form,
  })
  const body = (await res.json()) as { type: string; message: string }
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'ok' })
  return body.message
}

/** Mints an artwork to the artist and lists it as `fields` say; answers its code. */
async function artwork(fields: Record<string, string>): Promise<string> {
  const now = Date.now()
  const created = ok(
    await adminApi(
      server,
      '/nft/artworks/create',
      {
        artist_id: artistId,
        description: 'Made for the end-to-end tests.',
        type: 'image',
        rarity: 'R',
        currency_id: String(usdt),
        pay_type: '1',
        per_increase: '0',
        margin: '0',
        start_ts: String(now - 60_000),
        end_ts: String(now + 24 * 3_600_000),
        ...fields,
      },
      content,
    ),
  ) as { id: number; code: string }
  return created.code
}

async function detail(code: string, token?: string): Promise<Row> {
  return ok(await api(server, '/bind_box/getBoxDetail', { code }, token, 'GET')) as Row
}

async function provenance(code: string): Promise<Provenance[]> {
  return ok(await api(server, '/bind_box/getProvenance', { code }, undefined, 'GET')) as Provenance[]
}

async function series(id: number): Promise<Series> {
  return ok(await api(server, '/bind_box/getSeries', { id: String(id) }, undefined, 'GET')) as Series
}

/** Waits until the bottom sheet holding `selector` has slid fully in (its transform ends at none). */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const body = document.querySelector(s)?.closest('.adm-popup-body')
    if (!body) return false
    const transform = getComputedStyle(body).transform
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)'
  }, selector)
}

/** A `datetime-local` value (`YYYY-MM-DDTHH:MM`) of a moment in a zone written `+08:00`. */
function fieldTime(ms: number, zone: string): string {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000
  return new Date(ms + offset).toISOString().slice(0, 16)
}

/** A small picture as a data URL, as an operator may give a box's content instead of an upload. */
function svg(fill: string, label: string): string {
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">` +
    `<rect width="120" height="120" fill="${fill}"/>` +
    `<text x="60" y="70" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(body)}`
}

/** The draw as the server and the app make it, recomputed here: the index the seed and the draw input select. */
function drawn(seed: string, drawInput: string, contents: Content[]): number {
  const hash = createHash('sha256').update(`${seed}:${drawInput}`, 'utf8').digest()
  const ordered = [...contents].sort((a, b) => a.index - b.index)
  const total = ordered.reduce((sum, c) => sum + BigInt(c.weight), 0n)
  const r = hash.readBigUInt64BE(0) % total
  let running = 0n
  for (const c of ordered) {
    running += BigInt(c.weight)
    if (running > r) return c.index
  }
  throw new Error('no content drawn')
}

beforeAll(async () => {
  server = await startServer(['--demo'])
  browser = await launch()
  usdt = await usdtId()
  content = await operatorToken(server, 'nft-content@example.com', 'content')
  finance = await operatorToken(server, 'nft-finance@example.com', 'finance')
  const artist = await signUp(server, 'nft-artist@example.com', 'password1')
  artistUid = await userIdOf(artist)
  const created = ok(
    await adminApi(
      server,
      '/nft/artists/create',
      { account: 'nft-artist@example.com', nickname: 'Lena Park', signature: 'Colour studies' },
      content,
    ),
  ) as { id: number }
  artistId = String(created.id)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** The artwork the first test buys and the third resells. */
const bought = { code: '', email: 'nft-buyer@example.com' }

describe('the NFT market in the browser', () => {
  it('buys a fixed-price artwork from its page, owns it for its price and sees the sale in its provenance', async () => {
    const image = await uploadPicture(cardPicture(480, 480, 30), 'dunes.png')
    const code = await artwork({ name: 'Dunes at noon', image, cover: image, rarity: 'SR', price: '20' })
    bought.code = code
    await fundedUser(bought.email)
    const page = await phone(browser)
    await logIn(page, server, bought.email, 'password1')
    const token = (await storedToken(page))!
    const buyer = await userIdOf(token)
    const before = await changeBalance(token)

    await useLanguage(page, server, 'en', `/pages/nft/artworkDetail?code=${code}`)
    const screen = page.locator(`.nft-detail[data-code="${code}"]`)
    await waitShown(page, screen.locator('.nft-price', { hasText: '20 USDT' }))
    await screen.locator('.nft-name', { hasText: 'Dunes at noon' }).waitFor()
    await screen.locator('.nft-prov-row[data-kind="mint"]').waitFor()
    expect(await screen.locator('.nft-prov-row').count()).toBe(1)
    await shot(page, 'nft-detail-en')

    await screen.locator('.nft-buy').click()
    const sheet = page.locator('.nft-sheet', { has: page.locator('.nft-sheet-price') })
    await waitShown(page, sheet.locator('.nft-sheet-price', { hasText: '20 USDT' }))
    await waitShown(
      page,
      sheet.locator('.nft-available', { hasText: `${grouped(new Decimal(before).toFixed())} USDT` }),
    )
    await settled(page, '.nft-sheet-price')
    await shot(page, 'nft-buy-en')
    await sheet.getByRole('button', { name: text(en.confirm_buy, { price: '20', currency: 'USDT' }) }).click()

    // Bought: the work is among the buyer's, and the API says whose it is and what it cost.
    await waitForRoute(page, '/pages/nft/myNft')
    const owned = page.locator(`.nft-owned-row[data-code="${code}"]`)
    await waitShown(page, owned)
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-mine-en')
    expect((await detail(code, token)).owner).toBe(buyer)
    expect(await movedSince(token, before)).toBe('-20')
    const history = await provenance(code)
    expect(history.map((entry) => entry.kind)).toEqual(['mint', 'sale'])
    const sale = history[1]
    expect(sale).toMatchObject({ from_uid: artistUid, price: '20.00000000' })

    // Back on its page from the list: the provenance shows the sale, from the artist to the buyer.
    await owned.locator('.nft-owned-main').click()
    await waitForRoute(page, '/pages/nft/artworkDetail')
    const saleRow = screen.locator('.nft-prov-row[data-kind="sale"]')
    await waitShown(page, saleRow)
    expect(await saleRow.locator('.nft-prov-kind').textContent()).toBe(en.prov_sale)
    expect(await saleRow.locator('.nft-prov-parties').textContent()).toBe(
      text(en.prov_from_to, { from: sale.from_name, to: sale.to_name }),
    )
    expect(await saleRow.locator('.nft-prov-price').textContent()).toBe('20 USDT')
    await screen.locator('.nft-owned').waitFor()
    await saleRow.scrollIntoViewIfNeeded()
    await shot(page, 'nft-provenance-en')

    await useLanguage(page, server, 'zh', `/pages/nft/artworkDetail?code=${code}`)
    const zhSale = page.locator('.nft-prov-row[data-kind="sale"]')
    await waitShown(page, zhSale.locator('.nft-prov-kind', { hasText: zh.prov_sale }))
    await page.locator('.nft-owned', { hasText: zh.owned_by_you }).waitFor()
    await zhSale.scrollIntoViewIfNeeded()
    await shot(page, 'nft-provenance-zh')
    await page.context().close()

    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('pays an auction margin, bids, is outbid, bids again, wins, and pays the won auction before its deadline while the loser gets the margin back', async () => {
    const winnerToken = await fundedUser('nft-bidder@example.com')
    const rival = await fundedUser('nft-rival@example.com')
    const winner = await userIdOf(winnerToken)
    const winnerBefore = await changeBalance(winnerToken)
    const rivalBefore = await changeBalance(rival)
    const page = await phone(browser)
    await logIn(page, server, 'nft-bidder@example.com', 'password1')
    const image = await uploadPicture(cardPicture(480, 480, 150), 'harbour.png')

    // Ends twenty seconds from now: long enough for two bids in the browser and one through the API between them.
    const endsAt = Date.now() + 20_000
    const code = await artwork({
      name: 'Harbour lights',
      image,
      cover: image,
      pay_type: '2',
      price: '50',
      per_increase: '5',
      margin: '10',
      start_ts: String(Date.now() - 1_000),
      end_ts: String(endsAt),
    })

    await useLanguage(page, server, 'zh', `/pages/nft/artworkDetail?code=${code}`)
    const screen = page.locator(`.nft-detail[data-code="${code}"]`)
    await waitShown(page, screen.locator('.nft-margin'))
    await screen.locator('.nft-note', { hasText: text(zh.margin_first, { margin: '10', currency: 'USDT' }) }).waitFor()
    await screen.locator('.nft-margin').click()
    const marginSheet = page.locator('.nft-sheet', { has: page.locator('.nft-sheet-margin') })
    await waitShown(page, marginSheet.locator('.nft-sheet-margin', { hasText: '10 USDT' }))
    await marginSheet
      .locator('.nft-margin-forfeit', { hasText: text(zh.margin_forfeit.other, { hours: 24 }) })
      .waitFor()
    await settled(page, '.nft-sheet-margin')
    await shot(page, 'nft-margin-zh')
    await marginSheet.locator('.nft-confirm').click()

    // The first bid: the sheet asks for at least the starting price.
    await waitShown(page, screen.locator('.nft-bid'))
    await screen.locator('.nft-bid').click()
    const bidSheet = page.locator('.nft-sheet', { has: page.locator('.nft-bid-min') })
    await waitShown(page, bidSheet.locator('.nft-bid-min', { hasText: '50 USDT' }))
    await bidSheet
      .locator('.nft-bid-rule', { hasText: text(zh.bid_first_rule, { min: '50', currency: 'USDT' }) })
      .waitFor()
    await bidSheet.locator('input[name="bid"]').fill('45')
    await bidSheet
      .locator('.nft-bid-error', { hasText: text(zh.bid_too_low, { min: '50', currency: 'USDT' }) })
      .waitFor()
    await bidSheet.locator('input[name="bid"]').fill('50')
    await settled(page, '.nft-bid-min')
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-bid-zh')
    await bidSheet.locator('.nft-confirm').click()
    await waitShown(page, screen.locator('.nft-leading'))
    await screen.locator('.nft-current-bid', { hasText: '50 USDT' }).waitFor()

    // Outbid through the API; the page reads the auction again and asks for 5 more than the new bid.
    ok(await api(server, '/bind_box/marginNFT', { code }, rival))
    ok(await api(server, '/bind_box/auctionNFT', { code, price: '55' }, rival))
    await waitShown(page, screen.locator('.nft-current-bid', { hasText: '55 USDT' }), 10_000)
    expect(await screen.locator('.nft-leading').count()).toBe(0)
    await screen.locator('.nft-bid').click()
    const again = page.locator('.nft-sheet', { has: page.locator('.nft-bid-min') })
    await waitShown(page, again.locator('.nft-bid-min', { hasText: '60 USDT' }))
    await again
      .locator('.nft-bid-rule', {
        hasText: text(zh.bid_rule, { current: '55', increment: '5', min: '60', currency: 'USDT' }),
      })
      .waitFor()
    await again.locator('input[name="bid"]').fill('60')
    await again.locator('.nft-confirm').click()
    await waitShown(page, screen.locator('.nft-leading'))
    await screen.locator('.nft-current-bid', { hasText: '60 USDT' }).waitFor()
    await screen.locator('.nft-bid-top .nft-bid-price', { hasText: '60 USDT' }).waitFor()
    expect(await screen.locator('.nft-bid-row').count()).toBe(3)
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-leading-zh')
    expect(Date.now(), 'the bids were placed before the auction ended').toBeLessThan(endsAt)

    // The job ends the auction: the winner's order to pay, the rival's margin back.
    const orders = await until(
      'the winner has an order to pay',
      async () => ok(await api(server, '/bind_box/getNeedPayNFTOrder', {}, winnerToken)) as PayOrder[],
      (rows) => rows.some((o) => o.name === 'Harbour lights'),
      40_000,
    )
    const order = orders.find((o) => o.name === 'Harbour lights')!
    expect(order).toMatchObject({ price: '60.00000000', is_pay: 0, is_expired: 0 })
    expect(order.overtime).toBe(endsAt + 24 * 3_600_000)
    expect(await movedSince(rival, rivalBefore)).toBe('0')
    expect(await movedSince(winnerToken, winnerBefore), 'the winning bid stays frozen').toBe('-60')

    await useLanguage(page, server, 'en', '/pages/nft/myNft?tab=pay')
    const row = page.locator(`.nft-order[data-order="${order.id}"]`)
    await waitShown(page, row.locator('.nft-order-price', { hasText: '60 USDT' }))
    await row.locator('.nft-order-clock', { hasText: /^Pay within 23:5\d:\d\d$/ }).waitFor()
    await page.locator('.nft-unread', { hasText: '1' }).waitFor()
    await shot(page, 'nft-to-pay-en')
    await row.locator('.nft-pay').click()
    const dialog = page.locator('.adm-dialog')
    await waitShown(page, dialog.getByText(text(en.pay_note.other, { price: '60', currency: 'USDT', hours: 24 })))
    await shot(page, 'nft-pay-confirm-en')
    await dialog.getByRole('button', { name: en.pay, exact: true }).click()
    await waitShown(page, row.locator('.nft-order-paid', { hasText: en.order_paid }))
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-paid-en')

    // The winner owns it and paid 60 in all (what the bid froze); the rival is as before.
    expect((await detail(code)).owner).toBe(winner)
    expect(await movedSince(winnerToken, winnerBefore)).toBe('-60')
    expect(await movedSince(rival, rivalBefore)).toBe('0')
    const history = await provenance(code)
    expect(history.map((entry) => entry.kind)).toEqual(['mint', 'auction'])
    expect(history[1].price).toBe('60.00000000')
    await page.context().close()

    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 120_000)

  it('resells the bought artwork at a fixed price with its times chosen in the form, after the warning that a listing cannot be withdrawn', async () => {
    expect(bought.code, 'the first test bought the artwork').not.toBe('')
    const code = bought.code
    const config = ok(await api(server, '/getSiteConfig', {}, undefined, 'GET')) as { timezone?: string }
    const zone = config.timezone || '+08:00'
    const page = await phone(browser)
    await logIn(page, server, bought.email, 'password1')
    const token = (await storedToken(page))!

    await useLanguage(page, server, 'zh', `/pages/nft/artworkDetail?code=${code}`)
    const screen = page.locator(`.nft-detail[data-code="${code}"]`)
    await waitShown(page, screen.locator('.nft-resell'))
    const opened = Date.now()
    await screen.locator('.nft-resell').click()
    await waitForRoute(page, '/pages/nft/resell')

    // The form starts the listing at the next minute but one, written as the NFT pages write times in the
    // platform's zone; the end is chosen in the date picker, an hour away from the week it offers.
    await waitShown(page, page.locator('input[name="price"]'))
    await page.locator('input[name="price"]').fill('30')
    const startField = page.locator('button[name="start"]')
    const endField = page.locator('button[name="end"]')
    const shownStart = (await startField.textContent())!
    const nextMinute = (ms: number) => fieldTime(Math.ceil((ms + 60_000) / 60_000) * 60_000, zone).replace('T', ' ')
    expect([nextMinute(opened), nextMinute(Date.now())]).toContain(shownStart)
    const offeredEnd = (await endField.textContent())!
    await endField.click()
    const picker = page.locator('.adm-picker').filter({ hasText: zh.end_time })
    await waitShown(page, picker.locator('.adm-picker-view-column-item-active').first())
    const hours = picker.locator('.adm-picker-view-column').nth(3)
    const current = hours.locator('.adm-picker-view-column-item-active')
    const later = current.locator('xpath=following-sibling::div[1]')
    const target = (await later.count()) > 0 ? later : current.locator('xpath=preceding-sibling::div[1]')
    const hour = (await target.textContent())!
    await target.click()
    await hours.locator('.adm-picker-view-column-item-active', { hasText: hour }).waitFor()
    await picker.locator('.adm-picker-header-button').last().click()
    await picker.waitFor({ state: 'hidden' })
    await endField.filter({ hasNotText: offeredEnd }).waitFor()
    const shownEnd = (await endField.textContent())!
    expect(shownEnd).toBe(`${offeredEnd.slice(0, 11)}${hour}${offeredEnd.slice(13)}`)
    await page.locator('.nft-net', { hasText: /USDT$/ }).waitFor()
    await page.locator('.nft-warning', { hasText: zh.no_withdraw }).waitFor()
    expect(await page.locator('.nft-form .ui-error').count()).toBe(0)
    await shot(page, 'nft-resell-zh')
    await page.locator('.nft-submit').click()
    const dialog = page.locator('.adm-dialog')
    await waitShown(page, dialog.getByText(zh.no_withdraw))
    await dialog.getByText(zh.resell_confirm_title).waitFor()
    await shot(page, 'nft-resell-confirm-zh')
    expect((await detail(code, token)).status).toBe(0)
    await dialog.getByRole('button', { name: zh.list_now }).click()

    await waitForRoute(page, '/pages/nft/myNft')
    const owned = page.locator(`.nft-owned-row[data-code="${code}"]`)
    await waitShown(page, owned.locator('.nft-resell-state', { hasText: zh.resell_listed }))
    const listed = await detail(code, token)
    expect(listed).toMatchObject({
      status: 1,
      resell_nft_status: 1,
      pay_type: 1,
      price: '30.00000000',
      start_time: `${shownStart}:00`,
      end_time: `${shownEnd}:00`,
    })

    await owned.locator('.nft-owned-main').click()
    await waitForRoute(page, '/pages/nft/artworkDetail')
    await waitShown(page, screen.locator('.nft-resell-state', { hasText: zh.resell_listed }))
    await screen.locator('.nft-price', { hasText: '30 USDT' }).waitFor()
    expect(await screen.locator('.nft-resell').count()).toBe(0)
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-relisted-zh')
    await page.context().close()

    expect(verifyLedger(server.dataDir).code).toBe(0)
  })

  it('buys the only box of a series, opens it, and once the sold-out series is revealed every check of the draw passes in the browser', async () => {
    const cover = await uploadPicture(cardPicture(480, 480, 210), 'tide.png')
    const contents = [
      { name: 'Tide pool', image: svg('#2a6f97', 'N'), type: 'image', rarity: 'N', weight: 70 },
      { name: 'Sea glass', image: svg('#61a5c2', 'R'), type: 'image', rarity: 'R', weight: 25 },
      { name: 'Pearl', image: svg('#c9a227', 'SR'), type: 'image', rarity: 'SR', weight: 5 },
    ]
    const now = Date.now()
    const created = ok(
      await adminApi(
        server,
        '/nft/series/create',
        {
          artist_id: artistId,
          name: 'Tide pools',
          description: 'One box; what it holds was fixed by a seed committed before the sale.',
          cover,
          currency_id: String(usdt),
          price: '5',
          total: '1',
          start_ts: String(now - 60_000),
          end_ts: String(now + 24 * 3_600_000),
          contents: JSON.stringify(contents),
        },
        content,
      ),
    ) as { id: number; seed_hash: string; contents_hash: string }
    const before = await series(created.id)
    expect(before).toMatchObject({ total: 1, sold: 0, seed: '', revealed: false })
    expect(before.next_box).not.toBe('')

    const token = await fundedUser('nft-boxes@example.com')
    const balance = await changeBalance(token)
    const page = await phone(browser)
    await logIn(page, server, 'nft-boxes@example.com', 'password1')
    await useLanguage(page, server, 'en', `/pages/nft/purchase?id=${created.id}`)
    const screen = page.locator(`.nft-series-page[data-series="${created.id}"]`)
    await waitShown(page, screen.locator('.nft-seed-hash', { hasText: created.seed_hash }))
    await screen.locator('.nft-contents-hash', { hasText: created.contents_hash }).waitFor()
    await screen.locator('.nft-series-sold', { hasText: text(en.sold_of_total.one, { sold: 0, total: 1 }) }).waitFor()
    expect(await screen.locator('.nft-content').count()).toBe(3)
    await shot(page, 'nft-series-en')
    await screen.locator('.nft-contents').scrollIntoViewIfNeeded()
    await shot(page, 'nft-series-contents-en')

    await screen.locator('.nft-buy-box').click()
    const sheet = page.locator('.nft-sheet', { has: page.locator('.nft-client-seed') })
    await waitShown(page, sheet.locator('.nft-sheet-price', { hasText: '5 USDT' }))
    const clientSeed = (await sheet.locator('.nft-client-seed').textContent())!
    expect(clientSeed).toMatch(/^[0-9a-f]{32}$/)
    await settled(page, '.nft-client-seed')
    await shot(page, 'nft-buy-box-en')
    await sheet.locator('.nft-confirm').click()

    await waitForRoute(page, '/pages/nft/purchase_one')
    const code = new URLSearchParams(page.url().split('?')[1]).get('code')!
    expect(code).toBe(before.next_box)
    const box = page.locator(`.nft-box[data-code="${code}"]`)
    await waitShown(page, box.locator('.nft-open'))
    const bought = await detail(code, token)
    expect(bought.owner).toBe(await userIdOf(token))
    expect(bought.draw_input).toMatch(new RegExp(`^${created.id}:${code}:\\d+:${clientSeed}$`))
    expect(await movedSince(token, balance)).toBe('-5')
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-box-en')

    const opening = page.waitForResponse((r) => r.url().includes('/api/bind_box/openBlindBox'))
    await box.locator('.nft-open').click()
    const opened = ((await (await opening).json()) as { message: { index: number; name: string; draw_input: string } })
      .message
    expect(opened.draw_input).toBe(bought.draw_input)
    await waitShown(page, box.locator('.nft-drawn-name', { hasText: opened.name }))
    expect(opened.name).toBe(contents[opened.index].name)
    // The contents check at once; the seed and the draw once the series is revealed, which selling its only box
    // brings about within a round of the job, so possibly before the box was opened.
    const check = (name: string) => box.locator(`.nft-check[data-check="${name}"]`)
    await check('contents').locator('.nft-check-pass').waitFor()
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
    await shot(page, 'nft-opened-en')

    // Sold out: the job reveals the seed, and the draw recomputes to the content the box holds.
    const revealed = await until(
      'the series is revealed',
      () => series(created.id),
      (s) => s.revealed,
    )
    expect(revealed.seed).not.toBe('')
    expect(createHash('sha256').update(revealed.seed, 'utf8').digest('hex')).toBe(created.seed_hash)
    expect(drawn(revealed.seed, bought.draw_input, revealed.contents)).toBe(opened.index)

    await page.reload()
    await waitShown(page, box.locator('.nft-verify-inputs'))
    for (const name of ['contents', 'seed', 'draw']) {
      await waitShown(page, check(name).locator('.nft-check-pass', { hasText: en.check_pass }))
    }
    expect(await box.locator('.nft-check-fail').count()).toBe(0)
    expect(await box.locator('.nft-draw-index').getAttribute('data-index')).toBe(String(opened.index))
    await box.locator('.nft-verify').scrollIntoViewIfNeeded()
    await shot(page, 'nft-verified-en')

    await useLanguage(page, server, 'zh', `/pages/nft/purchase_one?code=${code}`)
    await waitShown(page, box.locator('.nft-check[data-check="draw"] .nft-check-pass', { hasText: zh.check_pass }))
    await box.locator('.nft-verify').scrollIntoViewIfNeeded()
    await shot(page, 'nft-verified-zh')
    await page.context().close()

    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 90_000)

  it('plays a video artwork recorded in the browser and uploaded through the console', async () => {
    const page = await phone(browser)
    await page.goto(`${server.base}/h5/`)
    // A second and a half of a moving square, recorded from a canvas, and a poster drawn on another; both uploaded
    // with the content operator's token as the console does.
    const { video, poster } = await page.evaluate(async (token) => {
      const upload = async (blob: Blob, name: string) => {
        const form = new FormData()
        form.append('file', blob, name)
        const res = await fetch('/admin/api/upload', { method: 'POST', headers: { Authorization: token }, body: form })
        const body = (await res.json()) as { type: string; message: string }
        if (body.type !== 'ok') throw new Error(`${name}: ${JSON.stringify(body)}`)
        return body.message
      }
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 240
      const g = canvas.getContext('2d')!
      let frame = 0
      const draw = () => {
        g.fillStyle = '#12263a'
        g.fillRect(0, 0, 320, 240)
        g.fillStyle = `hsl(${(frame * 8) % 360} 80% 60%)`
        g.fillRect(20 + ((frame * 6) % 240), 80, 60, 60)
        frame += 1
      }
      draw()
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' })
      const chunks: Blob[] = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((done) => (recorder.onstop = done))
      const timer = setInterval(draw, 33)
      recorder.start(250)
      await new Promise((done) => setTimeout(done, 1_500))
      recorder.stop()
      await stopped
      clearInterval(timer)
      const webm = new Blob(chunks, { type: 'video/webm' })
      const still = document.createElement('canvas')
      still.width = 320
      still.height = 240
      const s = still.getContext('2d')!
      s.fillStyle = '#12263a'
      s.fillRect(0, 0, 320, 240)
      s.fillStyle = '#f4a259'
      s.fillRect(130, 90, 60, 60)
      const png = await new Promise<Blob>((done) => still.toBlob((b) => done(b!), 'image/png'))
      return { video: await upload(webm, 'square.webm'), poster: await upload(png, 'square.png') }
    }, content)
    expect(video).toMatch(/^\/upload\//)
    expect(poster).toMatch(/^\/upload\//)

    const code = await artwork({
      name: 'Moving square',
      type: 'video',
      image: video,
      cover: poster,
      rarity: 'N',
      price: '10',
    })
    await useLanguage(page, server, 'en', `/pages/nft/artworkDetail_video?code=${code}`)
    const player = page.locator(`.nft-detail[data-code="${code}"] video.nft-video`)
    await waitShown(page, player)
    expect(await player.getAttribute('src')).toBe(`${server.base}${video}`)
    expect(await player.getAttribute('poster')).toBe(`${server.base}${poster}`)
    await shot(page, 'nft-video-en')

    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await page.waitForFunction(
      (selector) => {
        const v = document.querySelector<HTMLVideoElement>(selector)
        return v !== null && v.readyState >= 2 && v.currentTime > 0.3
      },
      `.nft-detail[data-code="${code}"] video.nft-video`,
      { timeout: 15_000 },
    )
    const state = await player.evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      ready: v.readyState,
      error: v.error?.code ?? null,
    }))
    expect(state.error).toBeNull()
    expect(state.ready).toBeGreaterThanOrEqual(2)
    expect(state.time).toBeGreaterThan(0.3)
    await shot(page, 'nft-video-playing-en')
    await page.context().close()

    expect(verifyLedger(server.dataDir).code).toBe(0)
  }, 60_000)
})
