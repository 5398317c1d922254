import { charCount } from '@/lib/validators'
import { describe, expect, it } from 'vitest'
import { testPayOrder, testRow } from './fixtures'
import {
  applicationProblems,
  bidProblem,
  canRelist,
  fieldMoment,
  fieldTime,
  minimumBid,
  odds,
  payState,
  pickedValue,
  pickerDate,
  proceeds,
  randomClientSeed,
  resaleProblems,
  saleClock,
  saleStatus,
  shownTime,
  statusByTime,
  timeLeft,
  unreadCount,
  wireTime,
} from './rules'

describe('a sale’s status by time', () => {
  it('is 2 before the start, 1 between start and end while listed, 0 when not listed, and 0 after the end', () => {
    expect(statusByTime(1000, 2000, 1, 999)).toBe(2)
    expect(statusByTime(1000, 2000, 1, 1000)).toBe(1)
    expect(statusByTime(1000, 2000, 0, 1500)).toBe(0)
    expect(statusByTime(1000, 2000, 1, 2000)).toBe(0)
  })

  it('moves the server’s status on with the clock, and keeps an ended sale ended', () => {
    const row = testRow({ start_ts: 1000, end_ts: 2000, buy_status: 2 })
    expect(saleStatus(row, 500)).toBe(2)
    expect(saleStatus(row, 1500)).toBe(1)
    expect(saleStatus({ ...row, buy_status: 1 }, 2500)).toBe(0)
    expect(saleStatus({ ...row, buy_status: 0 }, 1500)).toBe(0)
  })

  it('counts down to the start, then to the end, then shows none', () => {
    const row = { start_ts: 10_000, end_ts: 20_000 }
    expect(saleClock(row, 5_000)).toEqual({ kind: 'starts_in', at: 10_000 })
    expect(saleClock(row, 15_000)).toEqual({ kind: 'ends_in', at: 20_000 })
    expect(saleClock(row, 25_000)).toEqual({ kind: 'ended', at: 0 })
    expect(timeLeft(90_061_000, 0)).toEqual({ days: 1, hms: '01:01:01' })
  })
})

describe('a bid', () => {
  it('must reach the starting price first, then the current bid plus the increment, counted in decimals', () => {
    expect(minimumBid({ current_bid: null, per_increase: '5', price: '100' }).toFixed()).toBe('100')
    expect(minimumBid({ current_bid: '0', per_increase: '5', price: '100' }).toFixed()).toBe('100')
    expect(minimumBid({ current_bid: '0.1', per_increase: '0.2', price: '0.1' }).toFixed()).toBe('0.3')
    const row = { current_bid: '120.00000000', per_increase: '5.00000000', price: '100' }
    expect(bidProblem('125', row)).toBeNull()
    expect(bidProblem('124.99999999', row)).toBe('too_low')
    expect(bidProblem('12a', row)).toBe('invalid')
    expect(bidProblem('125.000000001', row)).toBe('invalid')
  })
})

describe('a resale', () => {
  it('is offered to an owner who holds or bought the work, never while a listing runs or a box is unopened', () => {
    expect(canRelist(testRow({ status: 0, resell_nft_status: 0 }))).toBe(true)
    expect(canRelist(testRow({ status: 0, resell_nft_status: 2 }))).toBe(true)
    expect(canRelist(testRow({ status: 1, resell_nft_status: 0 }))).toBe(false)
    expect(canRelist(testRow({ status: 1, resell_nft_status: 1 }))).toBe(false)
    expect(canRelist(testRow({ status: 0, resell_nft_status: 0, pay_type: 3, is_opened: 0 }))).toBe(false)
  })

  const zone = '+08:00'
  const form = {
    pay_type: 2 as const,
    price: '100',
    per_increase: '5',
    start: '2026-03-01T10:00',
    end: '2026-03-08T10:00',
  }

  it('needs a positive price, an auction a positive increment, and an end after the start', () => {
    expect(resaleProblems(form, zone)).toEqual({})
    expect(resaleProblems({ ...form, price: '0' }, zone)).toEqual({ price: 'invalid_price' })
    expect(resaleProblems({ ...form, per_increase: '-1' }, zone)).toEqual({ per_increase: 'invalid_increment' })
    expect(resaleProblems({ ...form, pay_type: 1, per_increase: '' }, zone)).toEqual({})
    expect(resaleProblems({ ...form, end: '2026-03-01T10:00' }, zone)).toEqual({ end: 'end_before_start' })
    expect(resaleProblems({ ...form, end: '2026-02-30T10:00' }, zone)).toEqual({ end: 'invalid_time' })
  })

  it('reads and writes its times in the platform zone and sends them as display times', () => {
    const moment = fieldMoment('2026-03-01T10:00', zone)
    expect(moment).toBe(Date.UTC(2026, 2, 1, 2, 0))
    expect(fieldTime(moment, zone)).toBe('2026-03-01T10:00')
    expect(wireTime('2026-03-01T10:00')).toBe('2026-03-01 10:00:00')
  })

  it('shows its times as the NFT pages write them and hands the picker the same wall-clock time back and forth', () => {
    expect(shownTime('2026-03-01T10:05')).toBe('2026-03-01 10:05')
    const picked = pickerDate('2026-03-01T10:05')!
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual(
      [2026, 2, 1, 10, 5],
    )
    expect(pickedValue(picked)).toBe('2026-03-01T10:05')
    expect(pickerDate('')).toBeNull()
  })

  it('pays the seller the price less the fee and the royalty, cut to 8 decimals', () => {
    expect(proceeds('100', { fee_rate: '2.5', royalty_rate: '5' })?.toFixed()).toBe('92.5')
    expect(proceeds('0.3', { fee_rate: '2.5', royalty_rate: '5' })?.toFixed()).toBe('0.2775')
    expect(proceeds('', { fee_rate: '2.5', royalty_rate: '5' })).toBeNull()
  })
})

describe('the rest', () => {
  it('gives each content its weight’s share of the total as odds', () => {
    const contents = [{ weight: 70 }, { weight: 25 }, { weight: 5 }]
    expect(contents.map((c) => odds(c, contents))).toEqual(['70.00', '25.00', '5.00'])
    expect(odds({ weight: 1 }, [{ weight: 1 }, { weight: 2 }])).toBe('33.33')
  })

  it('counts unread won auctions and tells paid, expired and to pay apart', () => {
    const orders = [testPayOrder(), testPayOrder({ id: 2, is_read: 1 }), testPayOrder({ id: 3 })]
    expect(unreadCount(orders)).toBe(2)
    expect(payState(testPayOrder({ is_pay: 1 }), 0)).toBe('paid')
    expect(payState(testPayOrder({ is_expired: 1 }), 0)).toBe('expired')
    expect(payState(testPayOrder({ overtime: 10 }), 10)).toBe('expired')
    expect(payState(testPayOrder({ overtime: 10 }), 9)).toBe('to_pay')
  })

  it('makes a fresh 32-digit hex client seed each time', () => {
    const a = randomClientSeed()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(randomClientSeed()).not.toBe(a)
  })
})

describe('an application to become an artist', () => {
  it('needs a trimmed nickname of 1 to 32 characters and a signature of at most 200, counted as the server counts', () => {
    expect(applicationProblems({ nickname: ' Mei ', signature: '' })).toEqual({})
    expect(applicationProblems({ nickname: '   ', signature: '' })).toEqual({ nickname: 'nickname_required' })
    expect(applicationProblems({ nickname: 'é'.repeat(33), signature: '' })).toEqual({ nickname: 'too_long' })
    expect(applicationProblems({ nickname: ` ${'🦊'.repeat(32)} `, signature: '' })).toEqual({})
    expect(applicationProblems({ nickname: 'Mei', signature: `${'a'.repeat(200)}  ` })).toEqual({})
    expect(applicationProblems({ nickname: 'Mei', signature: 'a'.repeat(201) })).toEqual({ signature: 'too_long' })
    expect(charCount('🦊a')).toBe(2)
  })
})
