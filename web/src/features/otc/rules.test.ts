import { describe, expect, it } from 'vitest'
import { testAd, testOrder } from './fixtures'
import {
  amountProblem,
  coinText,
  countdown,
  fiatText,
  fiatTotal,
  floatingPrice,
  isUploadPath,
  orderActions,
  readerId,
  requirementsText,
} from './rules'

const now = 1_748_744_000_000

describe('the fiat total of an order', () => {
  it('is the amount times the price, rounded up to the cent, as the server counts it', () => {
    expect(fiatTotal('100', '7.23')?.toFixed(2)).toBe('723.00')
    expect(fiatTotal('0.333', '7.23')?.toFixed(2)).toBe('2.41')
    expect(fiatTotal('1.0001', '7.00')?.toFixed(2)).toBe('7.01')
    expect(fiatTotal('12.34567891', '6.99')?.toFixed()).toBe('86.3')
  })

  it('is computed with decimals, so that amounts a float cannot hold come out exact', () => {
    expect(fiatTotal('0.1', '0.2')?.toFixed(2)).toBe('0.02')
    expect(fiatTotal('123456789.12345678', '7.23')?.toFixed(2)).toBe('892592585.37')
  })

  it('is unknown for text that is not a number or is negative, and shown as dashes', () => {
    expect(fiatTotal('abc', '7.23')).toBeNull()
    expect(fiatTotal('-1', '7.23')).toBeNull()
    expect(fiatText(null)).toBe('--')
    expect(fiatText('723')).toBe('723.00')
  })
})

describe('amounts, prices and limits as P2P screens show them', () => {
  it('write fiat with its two decimals and the whole part grouped by thousands', () => {
    expect(fiatText('100000.00')).toBe('100,000.00')
    expect(fiatText('684123.4')).toBe('684,123.40')
    expect(fiatText('999.99')).toBe('999.99')
    expect(fiatText(fiatTotal('123456789.12345678', '7.23'))).toBe('892,592,585.37')
  })

  it('write coins without trailing zeros and the whole part grouped by thousands', () => {
    expect(coinText('12500.50000000')).toBe('12,500.5')
    expect(coinText('1000000')).toBe('1,000,000')
    expect(coinText('0.00012300')).toBe('0.000123')
    expect(coinText('800.00000000')).toBe('800')
    expect(coinText(null)).toBe('--')
    expect(coinText('abc')).toBe('--')
  })
})

describe('the amount taken from an ad', () => {
  const ad = testAd()

  it('must be a positive number with no more decimals than the coin has', () => {
    expect(amountProblem('0', ad)).toBe('invalid')
    expect(amountProblem('-5', ad)).toBe('invalid')
    expect(amountProblem('1e3', ad)).toBe('invalid')
    expect(amountProblem('20.123456789', ad)).toBe('invalid')
    expect(amountProblem('20.12345678', ad)).toBeNull()
  })

  it('must come to a fiat total within the ad’s limits', () => {
    expect(amountProblem('13.8', ad)).toBe('below_min')
    expect(amountProblem('13.84', ad)).toBeNull()
    expect(amountProblem('691.57', ad)).toBe('above_max')
    expect(amountProblem('691.56', ad)).toBeNull()
  })

  it('may not exceed what is left on the ad', () => {
    expect(amountProblem('800.00000001', testAd({ max: '100000.00' }))).toBe('above_remaining')
    expect(amountProblem('800', testAd({ max: '100000.00' }))).toBeNull()
  })
})

describe('the price of a floating ad', () => {
  it('is the index times the fiat rate times one plus the margin, up for a merchant selling, down for one buying', () => {
    expect(floatingPrice('1.0003', '7.2', '1.5', 1)?.toFixed(2)).toBe('7.32')
    expect(floatingPrice('1.0003', '7.2', '1.5', 2)?.toFixed(2)).toBe('7.31')
    expect(floatingPrice('95000', '7.2', '-2', 2)?.toFixed(2)).toBe('670320.00')
  })

  it('is unknown without an index or a rate', () => {
    expect(floatingPrice('', '7.2', '1', 1)).toBeNull()
    expect(floatingPrice('1', '0', '1', 1)).toBeNull()
  })
})

describe('the countdown to a deadline', () => {
  it('shows minutes and seconds left, counting a started second as whole', () => {
    expect(countdown(now + 14 * 60_000 + 5_500, now)).toEqual({
      expired: false,
      minutes: 14,
      seconds: 6,
      text: '14:06',
    })
    expect(countdown(now + 999, now).text).toBe('00:01')
  })

  it('stops at zero once the deadline has passed', () => {
    expect(countdown(now - 10_000, now)).toEqual({ expired: true, minutes: 0, seconds: 0, text: '00:00' })
  })
})

describe('the buttons of an order', () => {
  it('let the buyer of an unpaid order pay or cancel, and nothing else', () => {
    expect(orderActions(testOrder(), now)).toEqual({
      pay: true,
      cancel: true,
      release: false,
      dispute: null,
      rate: false,
    })
  })

  it('let the seller release an unpaid or a paid order, never pay or cancel it', () => {
    const unpaid = orderActions(testOrder({ role: 'seller' }), now)
    expect(unpaid).toMatchObject({ pay: false, cancel: false, release: true })
    const paid = orderActions(testOrder({ role: 'seller', status: 1, appeal_at_ts: now + 60_000 }), now)
    expect(paid).toMatchObject({ pay: false, cancel: false, release: true, dispute: 'early' })
  })

  it('let either party dispute a paid order only once its appeal time has come', () => {
    const paid = { status: 1 as const, paid_at_ts: now - 16 * 60_000, appeal_at_ts: now - 60_000 }
    expect(orderActions(testOrder({ ...paid }), now).dispute).toBe('open')
    expect(orderActions(testOrder({ ...paid, role: 'seller' }), now).dispute).toBe('open')
    expect(orderActions(testOrder({ ...paid, appeal_at_ts: now + 1 }), now).dispute).toBe('early')
    expect(orderActions(testOrder({ status: 2, appeal_at_ts: now - 60_000 }), now).dispute).toBeNull()
  })

  it('offer no buttons on a disputed, completed or cancelled order but the rating', () => {
    for (const status of [2, 3, 4] as const) {
      const can = orderActions(testOrder({ status, role: 'seller' }), now)
      expect(can).toMatchObject({ pay: false, cancel: false, release: false, dispute: null })
    }
  })

  it('let the merchant’s counterparty rate a completed order once, and never the merchant', () => {
    expect(orderActions(testOrder({ status: 3 }), now).rate).toBe(true)
    expect(orderActions(testOrder({ status: 3, rating: 4 }), now).rate).toBe(false)
    expect(orderActions(testOrder({ status: 4 }), now).rate).toBe(false)
    const merchantSelling = testOrder({ status: 3, role: 'seller' })
    expect(readerId(merchantSelling)).toBe(11)
    expect(orderActions(merchantSelling, now).rate).toBe(false)
    const merchantBuying = testOrder({
      status: 3,
      side: 2,
      role: 'seller',
      buyer: { user_id: 11, name: 'Harbour Desk' },
      seller: { user_id: 20, name: 'seller@example.com' },
    })
    expect(orderActions(merchantBuying, now).rate).toBe(true)
  })
})

describe('pictures of vouchers and chats', () => {
  it('are shown only from upload paths, never from other addresses', () => {
    expect(isUploadPath('/upload/2025/06/01/ab12.png')).toBe(true)
    expect(isUploadPath('https://example.com/a.png')).toBe(false)
    expect(isUploadPath('javascript:alert(1)')).toBe(false)
    expect(isUploadPath('/upload/../../etc"onerror=x')).toBe(false)
  })
})

describe('the published merchant requirements', () => {
  const t = (key: string) => `[${key}]`

  it('read in the interface language while they are the default rule, and as published once an operator rewrites them', () => {
    expect(
      requirementsText(
        'an identity compliance has checked, a payee card with the methods offered, and the security deposit in the legal account',
        t,
      ),
    ).toBe('[otc.requirements_default]')
    expect(requirementsText('Two years of trading history', t)).toBe('Two years of trading history')
    expect(requirementsText('', t)).toBe('')
    expect(requirementsText(undefined, t)).toBe('')
  })
})
