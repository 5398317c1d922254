import { describe, expect, it } from 'vitest'
import {
  amountProblem,
  applicationRiskRate,
  collateralProblem,
  daysProblem,
  formatRate,
  isRiskHigh,
  priceOf,
  rateAfterTopUp,
  requiredCollateral,
  riskRate,
} from './terms'
import { Dec } from '@/lib/decimal'
import type { LoanConfig, LoanOfferView } from './types'

const config: Pick<LoanConfig, 'collateral' | 'rules'> = {
  collateral: [
    { currency_id: 1, currency_name: 'BTC', currency_logo: '', price: '95000.12' },
    { currency_id: 2, currency_name: 'ETH', currency_logo: '', price: '3100.5' },
    { currency_id: 9, currency_name: 'DOGE', currency_logo: '', price: '' },
  ],
  rules: { settle_days: 30, processing: '1-3 days', stable: ['USDT', 'USDC'] },
}

const usdtOffer: LoanOfferView = {
  id: 1,
  currency_id: 3,
  currency_name: 'USDT',
  currency_logo: '',
  day_rate: '0.05',
  overdue_rate: '0.5',
  min_amount: '100.00000000',
  max_amount: '50000.00000000',
  min_days: 7,
  max_days: 90,
  initial_rate: '150',
  liquidation_rate: '110',
  lendable: '20000.00000000',
  demo: 0,
  status: 1,
}

const btc = { currency_id: 1, currency_name: 'BTC' }
const eth = { currency_id: 2, currency_name: 'ETH' }

describe('the risk rate of an application', () => {
  it('is the collateral’s value over the borrowed value in percent, computed exactly with decimals', () => {
    const rate = applicationRiskRate(config, usdtOffer, '10000', btc, '0.2')
    expect(rate?.toFixed()).toBe('190.00024')
    expect(formatRate(rate)).toBe('190.00%')
  })

  it('counts USDT and USDC as 1 USDT whether borrowed or pledged, even when no price is listed for them', () => {
    expect(priceOf({ id: 3, name: 'USDT' }, config)?.toFixed()).toBe('1')
    expect(priceOf({ id: 4, name: 'usdc' }, config)?.toFixed()).toBe('1')
    const usdcPledged = applicationRiskRate(
      config,
      { currency_id: 2, currency_name: 'ETH' },
      '1',
      { currency_id: 4, currency_name: 'USDC' },
      '4650.75',
    )
    expect(usdcPledged?.toFixed()).toBe('150')
  })

  it('prices a borrowed coin by the collateral list, so borrowing ETH against BTC compares both at the index', () => {
    const rate = applicationRiskRate(config, { currency_id: 2, currency_name: 'ETH' }, '2', btc, '0.1')
    expect(formatRate(rate)).toBe('153.20%')
  })

  it('gives no rate when a price is missing, empty or the amounts are not numbers', () => {
    expect(priceOf({ id: 7, name: 'SOL' }, config)).toBeNull()
    expect(priceOf({ id: 9, name: 'DOGE' }, config)).toBeNull()
    expect(applicationRiskRate(config, { currency_id: 7, currency_name: 'SOL' }, '10', btc, '1')).toBeNull()
    expect(applicationRiskRate(config, usdtOffer, '100', { currency_id: 9, currency_name: 'DOGE' }, '1000')).toBeNull()
    expect(riskRate('1', null, '100', priceOf({ id: 3, name: 'USDT' }, config))).toBeNull()
    expect(applicationRiskRate(config, usdtOffer, '0', eth, '1')).toBeNull()
    expect(applicationRiskRate(config, usdtOffer, 'abc', eth, '1')).toBeNull()
    expect(formatRate(null)).toBe('--')
  })

  it('cuts the shown rate to two decimals so it never reads higher than it is', () => {
    const rate = riskRate('1', priceOf({ id: 3, name: 'USDT' }, config), '3', priceOf({ id: 3, name: 'USDT' }, config))
    expect(formatRate(rate)).toBe('33.33%')
  })

  it('tells the collateral that reaches the initial rate, rounded up to the collateral’s scale', () => {
    const needed = requiredCollateral('10000', new Dec(1), '150', priceOf({ id: 1, name: 'BTC' }, config), 8)
    expect(needed?.toFixed()).toBe('0.15789454')
    expect(requiredCollateral('10000', new Dec(1), '150', null, 8)).toBeNull()
  })

  it('raises a loan’s rate in proportion to the collateral added and reds out rates under 120 %', () => {
    expect(rateAfterTopUp('115.50', '0.1', '0.05')?.toFixed()).toBe('173.25')
    expect(rateAfterTopUp('', '0.1', '0.05')).toBeNull()
    expect(isRiskHigh('119.99')).toBe(true)
    expect(isRiskHigh('120.00')).toBe(false)
    expect(isRiskHigh('')).toBe(false)
  })
})

describe('an application checked against its offer', () => {
  it('accepts an amount within the offer’s bounds and what the reserve can lend', () => {
    expect(amountProblem('100', usdtOffer)).toBeNull()
    expect(amountProblem(' 20000.00000000 ', usdtOffer)).toBeNull()
  })

  it('refuses an amount below the minimum, above the maximum or above what can be lent now', () => {
    expect(amountProblem('99.99999999', usdtOffer)).toBe('below_min')
    expect(amountProblem('50000.00000001', { ...usdtOffer, lendable: '100000' })).toBe('above_max')
    expect(amountProblem('20000.00000001', usdtOffer)).toBe('above_lendable')
  })

  it('refuses an amount that is not a plain positive number at the coin’s scale', () => {
    expect(amountProblem('', usdtOffer)).toBe('invalid')
    expect(amountProblem('1e3', usdtOffer)).toBe('invalid')
    expect(amountProblem('-100', usdtOffer)).toBe('invalid')
    expect(amountProblem('0', usdtOffer)).toBe('invalid')
    expect(amountProblem('100.000000001', usdtOffer)).toBe('invalid')
  })

  it('accepts whole days from the minimum to the maximum term and refuses the rest', () => {
    expect(daysProblem('7', usdtOffer)).toBeNull()
    expect(daysProblem('90', usdtOffer)).toBeNull()
    expect(daysProblem('6', usdtOffer)).toBe('below_min')
    expect(daysProblem('91', usdtOffer)).toBe('above_max')
    expect(daysProblem('7.5', usdtOffer)).toBe('invalid')
    expect(daysProblem('', usdtOffer)).toBe('invalid')
  })

  it('refuses collateral beyond the available balance or past its scale', () => {
    expect(collateralProblem('0.5', 8, '0.50000000')).toBeNull()
    expect(collateralProblem('0.50000001', 8, '0.50000000')).toBe('insufficient_balance')
    expect(collateralProblem('0.123456789', 8, '1')).toBe('invalid')
    expect(collateralProblem('1', 8, undefined)).toBeNull()
  })
})
