import { describe, expect, it } from 'vitest'
import { testPager, testTx } from './fixtures'
import {
  equityTimesMargin,
  liquidationLine,
  livePnl,
  mergePosition,
  positionFromPush,
  returnOnMargin,
  riskRateText,
  sumOf,
} from './positions'
import type { DealAll, LeverTx } from './types'

describe('profit at the live price', () => {
  it('of a long of 0.02 BTC opened at 95000 is +20 USDT at 96000 and -20 at 94000', () => {
    // (96000 − 95000) × 0.02 = 20
    expect(livePnl(testTx(), '96000.00', 8)).toBe('20.00000000')
    expect(livePnl(testTx(), '94000.00', 8)).toBe('-20.00000000')
  })

  it('of a short of 0.02 BTC opened at 95000 is +20 USDT at 94000', () => {
    expect(livePnl(testTx({ type: 2 }), '94000.00', 8)).toBe('20.00000000')
  })

  it('falls back to the server profit when there is no usable price', () => {
    expect(livePnl(testTx({ profits: '-3.50000000' }), undefined, 8)).toBe('-3.50000000')
    expect(livePnl(testTx({ profits: '-3.50000000' }), '0', 8)).toBe('-3.50000000')
  })

  it('is 10.53 % on a margin of 190 when it is +20', () => {
    expect(returnOnMargin('20', '190')).toBe('10.53')
    expect(returnOnMargin('20', '0')).toBeNull()
  })

  it('adds up without floating-point error: 0.1 + 0.2 is 0.3', () => {
    expect(sumOf(['0.1', '0.2', 'x'], 2)).toBe('0.30')
  })
})

describe('the risk rate', () => {
  it('is shown from hazard_rate_pct, or from hazard_rate in 10⁻⁶ percent: "150000000" is 150.00 %', () => {
    expect(riskRateText({ hazard_rate: '150000000', hazard_rate_pct: '150.00' })).toBe('150.00%')
    expect(riskRateText({ hazard_rate: '150000000', hazard_rate_pct: '' })).toBe('150.00%')
  })

  it('is "--" with no open positions, when both are "0"', () => {
    expect(riskRateText({ hazard_rate: '0', hazard_rate_pct: '0' })).toBe('--')
    expect(riskRateText(undefined)).toBe('--')
  })

  it('groups its whole part by thousands: 2633.87 % is "2,633.87%"', () => {
    expect(riskRateText({ hazard_rate: '2633870000', hazard_rate_pct: '2633.87' })).toBe('2,633.87%')
  })

  it('says how many times the margin the equity is, cut to the cent: 2633.87 % is 26.33 times', () => {
    expect(equityTimesMargin({ hazard_rate_pct: '2633.87' })).toBe('26.33')
    expect(equityTimesMargin({ hazard_rate_pct: '123456.78' })).toBe('1,234.56')
    expect(equityTimesMargin({ hazard_rate: '0', hazard_rate_pct: '0' })).toBeNull()
  })
})

describe('the liquidation line the risk rate is explained with', () => {
  const rules = [
    { key: 'spread', value: '0.05' },
    { key: 'liquidation_risk_rate', value: '40' },
  ]

  it('is the rate the positions shown were opened with when they share one', () => {
    const positions = [testTx(), testTx({ id: 8, liquidation_rate: '50.0000' })]
    expect(liquidationLine(positions, rules)).toEqual({ rate: '50%', source: 'positions' })
  })

  it('is the published rule for positions opened now when the positions differ, have none or are not holding', () => {
    expect(liquidationLine([testTx(), testTx({ id: 8, liquidation_rate: '30.0000' })], rules)).toEqual({
      rate: '40%',
      source: 'rule',
    })
    expect(liquidationLine([testTx({ liquidation_rate: null })], rules)).toEqual({ rate: '40%', source: 'rule' })
    expect(liquidationLine([testTx({ status: 3 })], rules)).toEqual({ rate: '40%', source: 'rule' })
    expect(liquidationLine([], rules)).toEqual({ rate: '40%', source: 'rule' })
  })

  it('is unknown without positions that name it and without the rule', () => {
    expect(liquidationLine([], undefined)).toBeNull()
    expect(liquidationLine([], [{ key: 'spread', value: '0.05' }])).toBeNull()
  })
})

const page = (rows: LeverTx[]): DealAll => ({
  balance: '1000.00000000',
  hazard_rate: '500000000',
  hazard_rate_pct: '500.00',
  caution_money_total: '190.00000000',
  origin_caution_money_total: '190.00000000',
  profits_total: '0.00000000',
  caution_money: '190.00000000',
  origin_caution_money: '190.00000000',
  profits: '0.00000000',
  order: testPager(rows),
})

const holdings = { currencyId: 1, legalId: 3, status: 1 }

describe('a position push merged into the cached rows', () => {
  it('adds a newly opened position of the pair first and takes the summary', () => {
    const next = mergePosition(
      page([testTx()]),
      { event: 'open', data: testTx({ id: 8 }), summary: { hazard_rate_pct: '250.00', hazard_rate: '250000000' } },
      holdings,
    )
    expect(next?.order.data.map((tx) => tx.id)).toEqual([8, 7])
    expect(next?.order.total).toBe(2)
    expect(next?.hazard_rate_pct).toBe('250.00')
  })

  it('replaces an updated position and removes a closed one', () => {
    const updated = mergePosition(
      page([testTx()]),
      { event: 'update', data: testTx({ stop_loss_price: '90000.00' }) },
      holdings,
    )
    expect(updated?.order.data[0].stop_loss_price).toBe('90000.00')
    const closed = mergePosition(page([testTx()]), { event: 'close', data: testTx({ status: 3 }) }, holdings)
    expect(closed?.order.data).toEqual([])
    expect(closed?.order.total).toBe(0)
  })

  it('leaves rows of another pair alone and gives back the same object when nothing changed', () => {
    const current = page([testTx()])
    expect(mergePosition(current, { event: 'open', data: testTx({ id: 9, currency: 2 }) }, holdings)).toBe(current)
  })

  it('reads only payloads that carry a row with an id', () => {
    expect(positionFromPush({ type: 'position', event: 'open', data: testTx() })).not.toBeNull()
    expect(positionFromPush({ type: 'position', event: 'open' })).toBeNull()
    expect(positionFromPush('x')).toBeNull()
  })
})
