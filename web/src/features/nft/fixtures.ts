import type { NftDetail, NftPayOrder, NftRow, NftSeries } from './types'

/** Answers shaped as the NFT wire describes them, for the tests. */

const HOUR = 3_600_000

export function testRow(overrides: Partial<NftRow> = {}, now = Date.now()): NftRow {
  return {
    id: 5,
    code: 'NFT0005',
    name: 'Harbour at dusk',
    image: '/upload/2026/01/01/harbour.png',
    cover: '/upload/2026/01/01/harbour.png',
    type: 'image',
    description: 'Oil on canvas, scanned.',
    rarity: 'SR',
    rarity_status: 3,
    currency_id: 3,
    currency_name: 'USDT',
    price: '100.00000000',
    per_increase: '5.00000000',
    margin: '10.00000000',
    pay_type: 1,
    status: 1,
    buy_status: 1,
    current_bid: null,
    start_time: '2026-01-01 10:00:00',
    end_time: '2026-12-31 10:00:00',
    start_ts: now - HOUR,
    end_ts: now + 24 * HOUR,
    author_id: 21,
    author_name: 'Mei',
    author_avatar: '',
    owner: 21,
    resell_nft_status: 0,
    is_opened: 0,
    seed_hash: null,
    collect: false,
    series_id: null,
    current_bidder: null,
    bid_count: 0,
    margin_paid: false,
    listing: 1,
    listing_fee_rate: '2.5000',
    listing_royalty_rate: '5.0000',
    listing_pay_hours: 24,
    ...overrides,
  }
}

export function testDetail(overrides: Partial<NftDetail> = {}, now = Date.now()): NftDetail {
  return { ...testRow({}, now), collect_number: 3, series: null, draw_input: '', ...overrides }
}

export function testSeries(overrides: Partial<NftSeries> = {}, now = Date.now()): NftSeries {
  return {
    id: 7,
    name: 'Tide pools',
    description: 'Nine shells, three rare.',
    cover: '/upload/2026/01/01/tide.png',
    currency_id: 3,
    currency_name: 'USDT',
    price: '9.90000000',
    total: 100,
    sold: 40,
    start_time: '2026-01-01 10:00:00',
    end_time: '2026-12-31 10:00:00',
    start_ts: now - HOUR,
    end_ts: now + 24 * HOUR,
    seed_hash: '',
    contents_hash: '',
    seed: '',
    revealed: false,
    contents: [
      { index: 0, name: 'Limpet', image: '/upload/limpet.png', type: 'image', rarity: 'N', weight: 70 },
      { index: 1, name: 'Cowrie', image: '/upload/cowrie.png', type: 'image', rarity: 'R', weight: 25 },
      { index: 2, name: 'Nautilus', image: '/upload/nautilus.gif', type: 'gif', rarity: 'SR', weight: 5 },
    ],
    author_id: 21,
    author_name: 'Mei',
    next_box: 'BX7-41',
    ...overrides,
  }
}

export function testPayOrder(overrides: Partial<NftPayOrder> = {}, now = Date.now()): NftPayOrder {
  return {
    id: 31,
    code: 'NFT0A1B2C3D4E',
    margin: '15.00000000',
    name: 'Harbour at dusk',
    image: '/upload/2026/01/01/harbour.png',
    price: '150.00000000',
    currency_name: 'USDT',
    end_time: '2026-03-01 10:00:00',
    overtime: now + 2 * HOUR + 30 * 60_000,
    pay_time: null,
    is_read: 0,
    is_pay: 0,
    is_expired: 0,
    ...overrides,
  }
}
