import { describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n'
import { closeReasonKey, describePriceSource, formatStamp, priceSourceLabel } from './evidence'

describe('close evidence', () => {
  it('names the five close reasons: 1 user, 2 take-profit, 3 stop-loss, 4 liquidation, 5 batch', () => {
    expect([1, 2, 3, 4, 5].map(closeReasonKey)).toEqual([
      'lever.reason_user',
      'lever.reason_take_profit',
      'lever.reason_stop_loss',
      'lever.reason_liquidation',
      'lever.reason_batch',
    ])
    expect(closeReasonKey(null)).toBeNull()
    expect(closeReasonKey(9)).toBeNull()
  })

  it('writes 1767319200000 ms as 2026-01-02 10:00:00 at UTC+8 and 02:00:00 at UTC', () => {
    expect(formatStamp(1767319200000, '+08:00')).toBe('2026-01-02 10:00:00')
    expect(formatStamp(1767319200000, '+00:00')).toBe('2026-01-02 02:00:00')
    expect(formatStamp(null)).toBe('')
  })

  it('translates the known price sources and shows any other as sent', () => {
    expect(priceSourceLabel('index')).toEqual({ key: 'quotes.source_index' })
    expect(priceSourceLabel('binance+okx')).toEqual({ text: 'binance+okx' })
    expect(priceSourceLabel('')).toBeNull()
  })
})

describe('the price source a user reads', () => {
  it('shows the simulator as 模拟 / Simulated and Binance by its name, never the raw source id', () => {
    expect(describePriceSource('simulator', t)).toBe(t('quotes.source_simulator'))
    expect(describePriceSource('simulator', t)).not.toBe('simulator')
    expect(describePriceSource('binance', t)).toBe(t('quotes.source_binance'))
    expect(describePriceSource('binance+okx', t)).toBe(`${t('quotes.source_binance')} + OKX`)
    expect(describePriceSource('none', t)).toBe(t('quotes.source_none'))
    expect(describePriceSource('kraken', t)).toBe('kraken')
    expect(describePriceSource('', t)).toBe('--')
  })
})
