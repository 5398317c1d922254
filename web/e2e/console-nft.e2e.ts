import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { confirmWith, desktop, launch, shot, waitShown } from './browser'
import { cardPicture } from './pictures'
import {
  adminApi,
  api,
  createOperator,
  OPERATOR_PASSWORD,
  operatorToken,
  signUp,
  startServer,
  type Server,
  ok,
  consoleEnv,
} from './server'

let server: Server
let browser: Browser

/** The content operator who drives the console here, and the approved artist the artworks and series are made for. */
const OPERATOR = 'nft-console@example.com'
const ARTIST = { email: 'nft-lena@example.com', nickname: 'Lena Park' }

beforeAll(async () => {
  const env = consoleEnv()
  // No demo data: the screen's lists hold only what the tests make, and the server starts at once.
  server = await startServer([], undefined, { MERCATO__MARKET__FEED: 'none', ...env })
  browser = await launch()
  createOperator(server, OPERATOR, 'content')
  const content = await operatorToken(server, 'nft-setup@example.com', 'content')
  await signUp(server, ARTIST.email, 'password1')
  ok(
    await adminApi(
      server,
      '/nft/artists/create',
      { account: ARTIST.email, nickname: ARTIST.nickname, signature: 'Colour studies' },
      content,
    ),
  )
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Opens the console in English, signs the content operator in and opens a tab of the NFT screen. */
async function openNft(tab: 'Artists' | 'Artworks' | 'Blind-box series'): Promise<Page> {
  const page = await desktop(browser)
  await page.addInitScript(() => localStorage.setItem('mercato.console.lang', 'en'))
  await page.goto(`${server.base}/admin/`)
  await page.locator('input[autocomplete="username"]').fill(OPERATOR)
  await page.locator('input[autocomplete="current-password"]').fill(OPERATOR_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await waitShown(page, page.locator('.shell-operator', { hasText: OPERATOR }))
  await page.locator('.ant-menu-item', { hasText: 'NFT' }).click()
  await page.locator('.ant-tabs-tab', { hasText: tab }).click()
  return page
}

/** Picks an option of the select whose input has `id`. */
async function choose(page: Page, id: string, option: string | RegExp): Promise<void> {
  await page.locator('.ant-select', { has: page.locator(`#${id}`) }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click()
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' })
}

/** Minutes east of UTC of the platform's display zone (`+08:00`), in which the console's pickers take times. */
async function displayOffset(): Promise<number> {
  const config = ok(await api(server, '/getSiteConfig', {}, undefined, 'GET')) as { timezone?: string }
  const match = /^([+-])(\d{1,2}):(\d{1,2})$/.exec(config.timezone ?? '')
  if (!match) return 8 * 60
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** A moment as an operator types it into a date-time picker: its date and time in the platform's display zone. */
async function pickerTime(ms: number): Promise<string> {
  const d = new Date(ms + (await displayOffset()) * 60_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return (
    `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  )
}

/** Types a date-time into a picker and commits it with the picker's OK (Enter would also submit the form). */
async function pick(page: Page, id: string, ms: number): Promise<void> {
  const field = page.locator(`#${id}`)
  const text = await pickerTime(ms)
  await field.click()
  await field.fill(text)
  const dropdown = page.locator('.ant-picker-dropdown:visible')
  // On a loaded machine a click on OK can land while the picker still parses the typed text and be lost:
  // click again until the dropdown closes.
  for (let tries = 0; tries < 10 && (await dropdown.count()) > 0; tries++) {
    await dropdown
      .locator('.ant-picker-ok button:enabled')
      .click({ timeout: 3_000 })
      .catch(() => undefined)
    await dropdown.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => undefined)
  }
  await dropdown.waitFor({ state: 'hidden' })
  expect(await field.inputValue()).toBe(text)
}

/** The title of the open confirmation dialog, holding `text`. */
const confirmTitle = (page: Page, text: string) =>
  page.locator('.ant-modal-confirm .ant-modal-confirm-title', { hasText: text })

/** Uploads a picture through the media field holding input `id`; answers the stored path it then shows. */
async function upload(page: Page, id: string, picture: Buffer, name: string): Promise<string> {
  const field = page.locator('.ant-form-item', { has: page.locator(`#${id}`) })
  const stored = page.waitForResponse((r) => r.url().endsWith('/admin/api/upload') && r.request().method() === 'POST')
  await field.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: picture })
  const body = (await (await stored).json()) as { type: string; message: string }
  expect(body, JSON.stringify(body)).toMatchObject({ type: 'ok' })
  expect(body.message).toMatch(/^\/upload\//)
  await expect.poll(() => page.locator(`#${id}`).inputValue()).toBe(body.message)
  return body.message
}

/** The answer of the console call `path` that `action` makes. */
async function answerOf<T>(page: Page, path: string, action: () => Promise<void>): Promise<T> {
  const answered = page.waitForResponse((r) => r.url().endsWith(`/admin/api/nft/${path}`))
  await action()
  return ok((await (await answered).json()) as { type: string; message: unknown }) as T
}

/** The codes of the artworks the app lists for `keyword`. */
async function listedCodes(keyword: string): Promise<string[]> {
  const rows = ok(await api(server, '/bind_box/getBoxList', { keyword, page: '1', limit: '50' }, undefined, 'GET'))
  return (rows as { code: string }[]).map((row) => row.code)
}

describe('the NFT screen of the operators console', () => {
  it('creates an artist from a user’s account, approves one application from the app and rejects another', async () => {
    const [, mira, theo] = await Promise.all([
      signUp(server, 'nft-made@example.com', 'password1'),
      signUp(server, 'nft-mira@example.com', 'password1'),
      signUp(server, 'nft-theo@example.com', 'password1'),
    ])
    ok(await api(server, '/bind_box/applyArtist', { nickname: 'Mira Stone', signature: 'Carved light' }, mira))
    ok(await api(server, '/bind_box/applyArtist', { nickname: 'Theo Vance', signature: 'Loud colours' }, theo))

    const page = await openNft('Artists')
    await page.locator('#artist_account').fill('nft-made@example.com')
    await page.locator('#artist_nickname').fill('Ada Quill')
    await page.locator('#artist_signature').fill('Ink and paper')
    await page.getByRole('button', { name: 'Create artist' }).click()
    const made = page.locator('tr.ant-table-row', { hasText: 'Ada Quill' })
    await waitShown(page, made.getByText('Approved', { exact: true }))
    await waitShown(page, made.getByText('nft-made@example.com'))
    await expect.poll(() => page.locator('#artist_account').inputValue()).toBe('')

    const approving = page.locator('tr.ant-table-row', { hasText: 'Mira Stone' })
    await waitShown(page, approving.getByText('Applied', { exact: true }))
    await approving.getByRole('button', { name: 'Approve' }).click()
    await waitShown(page, approving.getByText('Approved', { exact: true }))
    expect(await approving.getByRole('button', { name: 'Approve' }).count()).toBe(0)

    const rejecting = page.locator('tr.ant-table-row', { hasText: 'Theo Vance' })
    await rejecting.getByRole('button', { name: 'Reject' }).click()
    await waitShown(page, confirmTitle(page, 'Reject the application of Theo Vance?'))
    await confirmWith(page, 'Reject')
    await waitShown(page, rejecting.getByText('Rejected', { exact: true }))

    // The app lists the approved artists only.
    const listed = ok(await api(server, '/bind_box/getArtist', { page: '1', limit: '100' }, undefined, 'GET')) as {
      nickname: string
    }[]
    const names = listed.map((artist) => artist.nickname)
    expect(names).toEqual(expect.arrayContaining(['Ada Quill', 'Mira Stone']))
    expect(names).not.toContain('Theo Vance')
    await page.context().close()
  })

  it('creates an image artwork with an uploaded picture, then hides it from the app after a confirmation and shows it again', async () => {
    const page = await openNft('Artworks')
    await choose(page, 'artwork_artist_id', `${ARTIST.nickname} (${ARTIST.email})`)
    await page.locator('#artwork_name').fill('Harbour at dusk')
    await page.locator('#artwork_description').fill('Boats coming home.')
    const image = await upload(page, 'artwork_image', cardPicture(240, 240, 40), 'harbour.png')
    await waitShown(page, page.locator(`img.nft-preview[src="${image}"]`))
    await choose(page, 'artwork_currency_id', /^USDT$/)
    await page.locator('#artwork_price').fill('12')
    const now = Date.now()
    await pick(page, 'artwork_start', now - 60_000)
    await pick(page, 'artwork_end', now + 7 * 24 * 3_600_000)
    await page.getByRole('button', { name: 'Create and list' }).click()
    const terms = page.locator('.nft-artwork-terms')
    await waitShown(page, terms.getByText('Harbour at dusk'))
    await waitShown(page, terms.getByText(`Artist: ${ARTIST.nickname}`))
    await waitShown(page, terms.getByText('Image · N · Fixed price'))
    await waitShown(page, terms.getByText('Price: 12 USDT'))
    const created = await answerOf<{ id: number; code: string }>(page, 'artworks/create', async () => {
      await confirmWith(page, 'Create and list')
    })

    const row = page.locator(`tr[data-row-key="${created.id}"]`)
    await waitShown(page, row.getByText(created.code))
    await waitShown(page, row.getByText('Harbour at dusk'))
    await waitShown(page, row.getByText('Listed', { exact: true }))
    expect(await row.locator('img.nft-thumb').getAttribute('src')).toBe(image)
    await expect.poll(() => page.locator('#artwork_name').inputValue()).toBe('')
    expect(await listedCodes(created.code)).toEqual([created.code])

    // Hidden: the app's list leaves it out and its detail is not found.
    await row.getByRole('button', { name: 'Hide' }).click()
    await waitShown(page, confirmTitle(page, `Hide Harbour at dusk (${created.code})?`))
    await confirmWith(page, 'Hide')
    await waitShown(page, row.getByText('Hidden', { exact: true }))
    expect(await listedCodes(created.code)).toEqual([])
    const gone = await api(server, '/bind_box/getBoxDetail', { code: created.code }, undefined, 'GET')
    expect(gone.type, JSON.stringify(gone)).toBe('error')

    // Shown again.
    await row.getByRole('button', { name: 'Unhide' }).click()
    await waitShown(page, confirmTitle(page, `Show Harbour at dusk (${created.code}) again?`))
    await confirmWith(page, 'Unhide')
    await waitShown(page, row.getByRole('button', { name: 'Hide' }))
    expect(await listedCodes(created.code)).toEqual([created.code])
    await page.context().close()
  })

  it('publishes a blind-box series of two weighted contents past its warning, and the app shows the same commitment', async () => {
    const page = await openNft('Blind-box series')
    await waitShown(
      page,
      page.getByText('The contents, their weights and the secret seed can never be changed', { exact: false }).first(),
    )
    await choose(page, 'series_artist_id', `${ARTIST.nickname} (${ARTIST.email})`)
    await page.locator('#series_name').fill('Harbour boxes')
    const cover = await upload(page, 'series_cover', cardPicture(240, 240, 200), 'box.png')
    await choose(page, 'series_currency_id', /^USDT$/)
    await page.locator('#series_price').fill('5')
    await page.locator('#series_total').fill('10')
    const now = Date.now()
    await pick(page, 'series_start', now - 60_000)
    await pick(page, 'series_end', now + 7 * 24 * 3_600_000)

    // Two contents weighing 3 and 1: odds of 75 and 25 percent.
    await page.locator('#series_contents_0_name').fill('Rowing boat')
    await page.locator('#series_contents_0_image').fill(cover)
    await page.locator('#series_contents_0_weight').fill('3')
    await page.getByRole('button', { name: 'Add content' }).click()
    await page.locator('#series_contents_1_name').fill('Lighthouse')
    await page.locator('#series_contents_1_image').fill(cover)
    await choose(page, 'series_contents_1_rarity', /^SR$/)
    await page.locator('#series_contents_1_weight').fill('1')
    await expect.poll(() => page.locator('.nft-odds').allInnerTexts()).toEqual(['75.00 %', '25.00 %'])

    await page.getByRole('button', { name: 'Create series' }).click()
    const terms = page.locator('.nft-series-terms')
    await waitShown(page, terms.getByText('10 boxes at 5 USDT'))
    await waitShown(page, terms.getByText('2 contents, fixed from now on'))
    const made = await answerOf<{ id: number; seed_hash: string; contents_hash: string }>(
      page,
      'series/create',
      async () => {
        await confirmWith(page, 'Create series')
      },
    )
    expect(made.seed_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(made.contents_hash).toMatch(/^[0-9a-f]{64}$/)

    const commitment = page.locator('.nft-series-made')
    await waitShown(page, commitment.getByText(`Series Harbour boxes (#${made.id}) is published.`, { exact: false }))
    expect(await commitment.locator('.nft-made-seed-hash').innerText()).toBe(made.seed_hash)
    expect(await commitment.locator('.nft-made-contents-hash').innerText()).toBe(made.contents_hash)
    const row = page.locator(`tr[data-row-key="${made.id}"]`)
    await waitShown(page, row.getByText('0 / 10'))
    await commitment.scrollIntoViewIfNeeded()
    await shot(page, 'console-nft-series-published-en')

    // The app's series call publishes the same commitment and the contents as they were entered.
    const series = ok(await api(server, '/bind_box/getSeries', { id: String(made.id) }, undefined, 'GET')) as {
      seed_hash: string
      contents_hash: string
      seed: string
      revealed: boolean
      contents: { index: number; name: string; rarity: string; weight: number; image: string }[]
    }
    expect(series).toMatchObject({
      seed_hash: made.seed_hash,
      contents_hash: made.contents_hash,
      seed: '',
      revealed: false,
    })
    expect(
      series.contents.map(({ index, name, rarity, weight, image }) => ({ index, name, rarity, weight, image })),
    ).toEqual([
      { index: 0, name: 'Rowing boat', rarity: 'N', weight: 3, image: cover },
      { index: 1, name: 'Lighthouse', rarity: 'SR', weight: 1, image: cover },
    ])
    await page.context().close()
  })
})
