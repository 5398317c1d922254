import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { AdminNftArtwork, NftArtist, NftSeries } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer } from '../test/server'
import Nft from './Nft'
import { artworkFields, checkWeight, contentsProblem, oddsOf, seriesFields, shortHash } from './nft/shared'

const artist = (fields: Partial<NftArtist>): NftArtist => ({
  id: 4,
  user_id: 41,
  account: 'ada@example.com',
  nickname: 'Ada',
  head_portrait: '',
  signature: 'Light and lines',
  status: 1,
  created_ts: 1772330400000,
  ...fields,
})

const ada = artist({})
const applicant = artist({ id: 5, user_id: 52, account: '13800000000', nickname: 'Bo', signature: 'Sound', status: 0 })

const artwork = (fields: Partial<AdminNftArtwork>): AdminNftArtwork => ({
  id: 11,
  code: 'NFT0011',
  name: 'Harbour at dawn',
  image: '/upload/2026/03/01/0123456789abcdef0123456789abcdef.png',
  cover: '/upload/2026/03/01/0123456789abcdef0123456789abcdef.png',
  type: 'image',
  description: '',
  rarity: 'SR',
  currency_id: 3,
  currency_name: 'USDT',
  price: '120.00000000',
  per_increase: '0',
  margin: '0',
  pay_type: 1,
  status: 1,
  buy_status: 1,
  current_bid: null,
  start_time: '2026-03-01 10:00:00',
  end_time: '2026-03-08 10:00:00',
  start_ts: 1772330400000,
  end_ts: 1772935200000,
  author_id: 41,
  author_name: 'Ada',
  owner: 41,
  resell_nft_status: 0,
  is_opened: 0,
  series_id: null,
  bid_count: 0,
  listing: 1,
  hidden: 0,
  ...fields,
})

const listed = artwork({})
const hiddenAuction = artwork({
  id: 12,
  code: 'NFT0012',
  name: 'Night song',
  type: 'audio',
  rarity: 'R',
  pay_type: 2,
  current_bid: '55.00000000',
  bid_count: 3,
  owner: 77,
  hidden: 1,
})

const SEED_HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00'
const series: NftSeries = {
  id: 3,
  name: 'Spring boxes',
  description: '',
  cover: '/upload/2026/03/01/fedcba9876543210fedcba9876543210.png',
  currency_id: 3,
  currency_name: 'USDT',
  price: '10.00000000',
  total: 100,
  sold: 37,
  start_time: '2026-03-01 10:00:00',
  end_time: '2026-03-31 10:00:00',
  start_ts: 1772330400000,
  end_ts: 1774922400000,
  seed_hash: SEED_HASH,
  contents_hash: 'c0ffee',
  seed: '',
  revealed: false,
  contents: [
    { index: 0, name: 'Common leaf', image: '/upload/a.png', type: 'image', rarity: 'N', weight: 3 },
    { index: 1, name: 'Golden leaf', image: '/upload/b.png', type: 'image', rarity: 'SR', weight: 1 },
  ],
  author_id: 41,
  author_name: 'Ada',
}

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
      if (url.startsWith('/api/getSiteConfig')) return answer({ site_name: 'Mercato', timezone: '-05:00' })
      if (url.startsWith('/admin/api/nft/artists?')) return answer({ data: [applicant, ada], total: 2 })
      if (url.startsWith('/admin/api/nft/artworks?')) return answer({ data: [listed, hiddenAuction], total: 2 })
      if (url.startsWith('/admin/api/nft/series?')) return answer({ data: [series], total: 1 })
      if (url.startsWith('/api/bind_box/getNftCurrency')) return answer([{ id: 3, name: 'USDT' }])
      if (url === '/admin/api/nft/artworks/create') return answer({ id: 13, code: 'NFT0013' })
      if (url === '/admin/api/nft/series/create')
        return answer({ id: 4, seed_hash: 'seedhash0123', contents_hash: 'contentshash4567' })
      return answer('Done')
    }),
  )
  return calls
}

async function start() {
  setLang('en')
  setToken('operator-token')
  const calls = serve()
  await render(<Nft />)
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (key: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${key}"]`)

const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!

const posted = (calls: Call[], path: string) => calls.find((c) => c.url === `/admin/api/nft/${path}`)?.body

async function openTab(label: string) {
  await click([...document.querySelectorAll('.ant-tabs-tab-btn')].find((tab) => tab.textContent === label)!)
}

async function choose(id: string, label: string) {
  await act(async () => {
    input(id)
      .closest('.ant-select')!
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  const option = () => [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label)
  await waitFor(() => expect(option()).toBeDefined())
  await click(option()!)
}

async function chooseRadio(label: string) {
  await click([...document.querySelectorAll('.ant-radio-button-wrapper')].find((r) => r.textContent === label)!)
}

/** Types a date-time into a picker and commits it with Enter, as an operator may. */
async function pick(id: string, value: string) {
  const field = input(id)
  await act(async () => {
    field.focus()
    field.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  await type(field, value)
  await act(async () => {
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  })
  await act(async () => field.blur())
}

/** The confirmation dialogs opened so far (a closed one stays in the page while its animation would run). */
const dialogs = () => [...document.querySelectorAll('.ant-modal-confirm')]
const confirmDialog = () => dialogs()[dialogs().length - 1] ?? null

describe('the NFT screen', () => {
  it('lists artists and applications, and approves or, after a confirmation, rejects an application', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(5)).not.toBeNull())
    expect([...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)).toEqual([
      'Artists',
      'Artworks',
      'Blind-box series',
    ])
    expect(calls.find((c) => c.url.startsWith('/admin/api/nft/artists?'))?.url).toContain('page=1&limit=20')
    for (const shown of ['Bo', '13800000000', 'UID 52', 'Applied']) expect(rowOf(5)!.textContent).toContain(shown)
    expect(rowOf(4)!.textContent).toContain('Approved')
    expect(buttons('Approve', rowOf(4)!)).toHaveLength(0)
    await click(buttons('Approve', rowOf(5)!)[0])
    await waitFor(() => expect(posted(calls, 'artists/approve')).toBe('id=5&lang=en'))
    await click(buttons('Reject', rowOf(5)!)[0])
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('Reject the application of Bo?'))
    expect(posted(calls, 'artists/reject')).toBeUndefined()
    await click(buttons('Reject', confirmDialog()!)[0])
    await waitFor(() => expect(posted(calls, 'artists/reject')).toBe('id=5&lang=en'))
  }, 15_000)

  it('creates an artist from a user’s account name with a nickname and signature, the avatar only when given', async () => {
    const calls = await start()
    await waitFor(() => expect(document.querySelector('#artist_account')).not.toBeNull())
    await click(buttons('Create artist')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Required.'))
    expect(posted(calls, 'artists/create')).toBeUndefined()
    await type(input('artist_account'), ' ada@example.com ')
    await type(input('artist_nickname'), 'Ada')
    await type(document.querySelector<HTMLTextAreaElement>('#artist_signature')!, 'Light and lines')
    await click(buttons('Create artist')[0])
    await waitFor(() =>
      expect(posted(calls, 'artists/create')).toBe(
        'account=ada%40example.com&nickname=Ada&signature=Light+and+lines&lang=en',
      ),
    )
  }, 15_000)

  it('lists artworks with their code, type, rarity, artist, price, sale type, status, owner and whether they are hidden', async () => {
    const calls = await start()
    await openTab('Artworks')
    await waitFor(() => expect(rowOf(12)).not.toBeNull())
    expect(calls.find((c) => c.url.startsWith('/admin/api/nft/artworks?'))?.url).toContain('page=1&limit=20')
    const cells = (key: number) => [...rowOf(key)!.querySelectorAll('td')].map((td) => td.textContent)
    expect(cells(11)).toEqual([
      'NFT0011',
      'Harbour at dawn',
      'Image',
      'SR',
      'Ada',
      '120.00000000 USDT',
      'Fixed price',
      'Listed',
      'UID 41',
      'No',
      'Hide',
    ])
    const auction = rowOf(12)!.textContent ?? ''
    for (const shown of ['Audio', 'Current bid 55.00000000 (3 bids)', 'Auction', 'UID 77', 'Hidden', 'Unhide'])
      expect(auction).toContain(shown)
  }, 15_000)

  it('hides an artwork only after a confirmation, and unhides a hidden one the same way', async () => {
    const calls = await start()
    await openTab('Artworks')
    await waitFor(() => expect(rowOf(11)).not.toBeNull())
    await click(buttons('Hide', rowOf(11)!)[0])
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('Hide Harbour at dawn (NFT0011)?'))
    expect(confirmDialog()!.textContent).toContain('leaves the app’s lists and its detail page')
    expect(posted(calls, 'artworks/hide')).toBeUndefined()
    await click(buttons('Cancel', confirmDialog()!)[0])
    await act(async () => new Promise((done) => setTimeout(done, 50)))
    expect(posted(calls, 'artworks/hide')).toBeUndefined()
    await click(buttons('Hide', rowOf(11)!)[0])
    await waitFor(() => expect(dialogs()).toHaveLength(2))
    await click(buttons('Hide', confirmDialog()!)[0])
    await waitFor(() => expect(posted(calls, 'artworks/hide')).toBe('id=11&hidden=1&lang=en'))
    await click(buttons('Unhide', rowOf(12)!)[0])
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('Show Night song (NFT0012) again?'))
    await click(buttons('Unhide', confirmDialog()!)[0])
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/admin/api/nft/artworks/hide').map((c) => c.body)).toEqual([
        'id=11&hidden=1&lang=en',
        'id=12&hidden=0&lang=en',
      ]),
    )
  }, 15_000)

  it('creates an auctioned artwork after a confirmation, sending the exact fields with its times in ms and pay_type 2', async () => {
    const calls = await start()
    await openTab('Artworks')
    await waitFor(() => expect(document.querySelector('#artwork_name')).not.toBeNull())
    await choose('artwork_artist_id', 'Ada (ada@example.com)')
    await type(input('artwork_name'), ' Night song ')
    await type(document.querySelector<HTMLTextAreaElement>('#artwork_description')!, 'A lullaby')
    await chooseRadio('Audio')
    await type(input('artwork_image'), '/upload/2026/03/01/song.mp3')
    await type(input('artwork_cover'), '/upload/2026/03/01/poster.png')
    await chooseRadio('R')
    await choose('artwork_currency_id', 'USDT')
    await chooseRadio('Auction')
    await waitFor(() => expect(document.querySelector('#artwork_per_increase')).not.toBeNull())
    await type(input('artwork_price'), '50')
    await type(input('artwork_per_increase'), '0')
    await type(input('artwork_margin'), '10')
    await pick('artwork_start', '2026-05-01 10:00:00')
    await pick('artwork_end', '2026-05-01 09:00:00')
    await click(buttons('Create and list')[0])
    await waitFor(() => expect(document.body.textContent).toContain('The sale must end after it starts.'))
    expect(document.body.textContent).toContain('Enter an increment above zero.')
    expect(confirmDialog()).toBeNull()
    await type(input('artwork_per_increase'), '5')
    await pick('artwork_end', '2026-05-08 10:00:00')
    await click(buttons('Create and list')[0])
    await waitFor(() => expect(document.querySelector('.nft-artwork-terms')).not.toBeNull())
    const terms = document.querySelector('.nft-artwork-terms')!.textContent ?? ''
    for (const shown of [
      'Night song',
      'Artist: Ada',
      'Audio · R · Auction',
      'Price: 50 USDT',
      'Bid increment 5 USDT, margin 10 USDT',
      'On sale from 2026-05-01 10:00:00 to 2026-05-08 10:00:00 (UTC-5)',
    ])
      expect(terms).toContain(shown)
    expect(posted(calls, 'artworks/create')).toBeUndefined()
    await click(buttons('Create and list', confirmDialog()!)[0])
    // Picked as times of the platform's zone (UTC-5), whatever the browser's.
    const startMs = Date.UTC(2026, 4, 1, 15, 0, 0)
    const endMs = Date.UTC(2026, 4, 8, 15, 0, 0)
    await waitFor(() =>
      expect(posted(calls, 'artworks/create')).toBe(
        'artist_id=4&name=Night+song&description=A+lullaby&type=audio&image=%2Fupload%2F2026%2F03%2F01%2Fsong.mp3' +
          '&cover=%2Fupload%2F2026%2F03%2F01%2Fposter.png&rarity=R&currency_id=3&pay_type=2&price=50&per_increase=5' +
          `&margin=10&start_ts=${startMs}&end_ts=${endMs}&lang=en`,
      ),
    )
  }, 30_000)

  it('refuses an artwork price of zero', async () => {
    await start()
    await openTab('Artworks')
    await waitFor(() => expect(document.querySelector('#artwork_price')).not.toBeNull())
    await type(input('artwork_price'), '0.000')
    await click(buttons('Create and list')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Enter a price above zero.'))
  }, 15_000)

  it('sends a fixed-price artwork with pay_type 1, a zero increment and margin, and no cover when none is given', () => {
    // What the browser's picker holds for a date and time on its own clock.
    const at = (hour: number) => new Date(2026, 4, 1, hour, 0, 0)
    const values = {
      artist_id: 4,
      name: ' Harbour ',
      type: 'image' as const,
      image: ' /upload/a.png ',
      cover: ' ',
      rarity: 'SR' as const,
      currency_id: 3,
      pay_type: 1 as const,
      price: ' 120 ',
      per_increase: '5',
      margin: '10',
    }
    expect(artworkFields({ ...values, start: at(10), end: null }, '+08:00')).toBeNull()
    expect(artworkFields({ ...values, start: at(10), end: at(12) }, '+08:00')).toEqual({
      artist_id: 4,
      name: 'Harbour',
      description: '',
      type: 'image',
      image: '/upload/a.png',
      cover: undefined,
      rarity: 'SR',
      currency_id: 3,
      pay_type: 1,
      price: '120',
      per_increase: '0',
      margin: '0',
      start_ts: Date.UTC(2026, 4, 1, 2, 0, 0),
      end_ts: Date.UTC(2026, 4, 1, 4, 0, 0),
    })
  })

  it('lists series with their price, sold and total boxes, a shortened seed hash to copy and whether the seed is revealed', async () => {
    await start()
    await openTab('Blind-box series')
    await waitFor(() => expect(rowOf(3)).not.toBeNull())
    const text = rowOf(3)!.textContent ?? ''
    for (const shown of ['Spring boxes', '10.00000000 USDT', '37 / 100', 'a3f1c2d4…eeff00', 'No'])
      expect(text).toContain(shown)
    expect(text).not.toContain(SEED_HASH)
    expect(rowOf(3)!.querySelector('.nft-seed-hash .ant-typography-copy')).not.toBeNull()
    expect(shortHash('abc')).toBe('abc')
  }, 15_000)

  it('the series form shows each content’s odds and refuses an empty contents list or a zero weight', async () => {
    const calls = await start()
    await openTab('Blind-box series')
    await waitFor(() => expect(document.querySelector('#series_contents_0_weight')).not.toBeNull())
    expect(document.body.textContent).toContain('can never be changed once the series is created')
    const odds = () => [...document.querySelectorAll('.nft-odds')].map((cell) => cell.textContent)
    expect(odds()).toEqual(['100.00 %'])
    await click(buttons('Add content')[0])
    await click(buttons('Add content')[0])
    await waitFor(() => expect(document.querySelector('#series_contents_2_weight')).not.toBeNull())
    await type(input('series_contents_0_weight'), '1')
    await type(input('series_contents_1_weight'), '1')
    await type(input('series_contents_2_weight'), '1')
    await waitFor(() => expect(odds()).toEqual(['33.33 %', '33.33 %', '33.33 %']))
    await type(input('series_contents_2_weight'), '2')
    await waitFor(() => expect(odds()).toEqual(['25.00 %', '25.00 %', '50.00 %']))
    await type(input('series_contents_1_weight'), '0')
    await waitFor(() => expect(odds()).toEqual(['33.33 %', '–', '66.67 %']))
    await click(buttons('Create series')[0])
    await waitFor(() => expect(document.body.textContent).toContain('A whole number from 1 to 1,000,000.'))
    for (let left = 3; left > 0; left -= 1) await click(document.querySelector('.nft-remove-content'))
    await waitFor(() => expect(document.querySelector('.nft-content-row')).toBeNull())
    await click(buttons('Create series')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Add at least one content.'))
    expect(confirmDialog()).toBeNull()
    expect(posted(calls, 'series/create')).toBeUndefined()
  }, 30_000)

  it('creates a series after a confirmation, sending its contents as JSON, then shows the returned seed and contents hashes', async () => {
    const calls = await start()
    await openTab('Blind-box series')
    await waitFor(() => expect(document.querySelector('#series_name')).not.toBeNull())
    await choose('series_artist_id', 'Ada (ada@example.com)')
    await type(input('series_name'), 'Autumn boxes')
    await type(input('series_cover'), '/upload/box.png')
    await choose('series_currency_id', 'USDT')
    await type(input('series_price'), '9.9')
    await type(input('series_total'), '20')
    await pick('series_start', '2026-05-01 10:00:00')
    await pick('series_end', '2026-05-31 10:00:00')
    await type(input('series_contents_0_name'), 'Red leaf')
    await type(input('series_contents_0_image'), '/upload/red.png')
    await type(input('series_contents_0_weight'), '9')
    await click(buttons('Add content')[0])
    await waitFor(() => expect(document.querySelector('#series_contents_1_name')).not.toBeNull())
    await type(input('series_contents_1_name'), 'Gold leaf')
    await type(input('series_contents_1_image'), '/upload/gold.png')
    await choose('series_contents_1_rarity', 'SR')
    await click(buttons('Create series')[0])
    await waitFor(() => expect(document.querySelector('.nft-series-terms')).not.toBeNull())
    const terms = document.querySelector('.nft-series-terms')!.textContent ?? ''
    for (const shown of [
      'Autumn boxes',
      '20 boxes at 9.9 USDT',
      '2 contents, fixed from now on',
      'can never be changed',
    ])
      expect(terms).toContain(shown)
    await click(buttons('Create series', confirmDialog()!)[0])
    await waitFor(() => expect(posted(calls, 'series/create')).toBeDefined())
    const sent = new URLSearchParams(posted(calls, 'series/create'))
    expect([...sent.keys()]).toEqual([
      'artist_id',
      'name',
      'description',
      'cover',
      'currency_id',
      'price',
      'total',
      'start_ts',
      'end_ts',
      'contents',
      'lang',
    ])
    // 10:00 picked, in the platform's zone (UTC-5) whatever the browser's.
    expect(sent.get('start_ts')).toBe(String(Date.UTC(2026, 4, 1, 15)))
    expect(sent.get('end_ts')).toBe(String(Date.UTC(2026, 4, 31, 15)))
    expect(JSON.parse(sent.get('contents')!)).toEqual([
      { name: 'Red leaf', image: '/upload/red.png', type: 'image', rarity: 'N', weight: 9 },
      { name: 'Gold leaf', image: '/upload/gold.png', type: 'image', rarity: 'SR', weight: 1 },
    ])
    await waitFor(() => expect(document.querySelector('.nft-series-made')).not.toBeNull())
    expect(document.querySelector('.nft-made-seed-hash')?.textContent).toBe('seedhash0123')
    expect(document.querySelector('.nft-made-contents-hash')?.textContent).toBe('contentshash4567')
  }, 30_000)

  it('computes odds in percent from integer weights and checks weights and the contents count', () => {
    expect(oddsOf([1, 2, 1])).toEqual(['25.00', '50.00', '25.00'])
    expect(oddsOf([1, 1, 1])).toEqual(['33.33', '33.33', '33.33'])
    expect(oddsOf([999_999, 1])).toEqual(['100.00', '0.00'])
    expect(oddsOf([2, 0, null, 1.5])).toEqual(['100.00', '', '', ''])
    expect(checkWeight(1)).toBeNull()
    expect(checkWeight(1_000_000)).toBeNull()
    for (const bad of [0, -1, 1.5, 1_000_001, null, '']) expect(checkWeight(bad)).toBe('nft.weight_invalid')
    expect(contentsProblem(0)).toBe('nft.contents_empty')
    expect(contentsProblem(1)).toBeNull()
    expect(contentsProblem(50)).toBeNull()
    expect(contentsProblem(51)).toBe('nft.contents_too_many')
    const at = (ms: number) => ({ valueOf: () => ms })
    const fields = seriesFields(
      {
        artist_id: 4,
        name: ' S ',
        cover: '/upload/c.png',
        currency_id: 3,
        price: '1',
        total: 5,
        start: at(1),
        end: at(2),
        contents: [{ name: ' A ', image: '/upload/a.png', type: 'gif', rarity: 'R', weight: 7 }],
      },
      '+08:00',
    )
    expect(fields?.contents).toBe('[{"name":"A","image":"/upload/a.png","type":"gif","rarity":"R","weight":7}]')
  })
})
