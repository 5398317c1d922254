import { describe, expect, it } from 'vitest'
import {
  candleFromPush,
  chartPrecision,
  chartPriceText,
  cleanCandles,
  MAX_CHART_PRECISION,
  mergeCandle,
  toChartBar,
  toVolumeBar,
} from './kline'
import type { ChartCandle } from './types'

const candle = (time: number, close = '10', extra: Partial<ChartCandle> = {}): ChartCandle => ({
  time,
  open: '9',
  high: '11',
  low: '8',
  close,
  volume: '5',
  ...extra,
})

describe('candles', () => {
  it('keep the drawable history oldest first, one per open time', () => {
    const rows = [
      candle(120_000),
      candle(60_000),
      { time: 'x' },
      candle(120_000, '12'),
      { ...candle(180_000), open: 'bad' },
    ]
    expect(cleanCandles(rows)).toEqual([candle(60_000), candle(120_000, '12')])
    expect(cleanCandles(null)).toEqual([])
  })

  it('take a live candle of the same pair and period, aliases included', () => {
    const push = { type: 'kline', period: '60min', symbol: 'BTC/USDT', ...candle(3_600_000) }
    expect(candleFromPush(push, 'BTC/USDT', '60min')).toEqual(candle(3_600_000))
    expect(candleFromPush({ ...push, period: '1H' }, 'BTC/USDT', '60min')).toEqual(candle(3_600_000))
    expect(candleFromPush(push, 'BTC/USDT', '1min')).toBeNull()
    expect(candleFromPush(push, 'ETH/USDT', '60min')).toBeNull()
    expect(candleFromPush({ period: '60min' }, 'BTC/USDT', '60min')).toBeNull()
  })

  it('replace the current candle, append a newer one and ignore one older than the history', () => {
    const history = [candle(60_000), candle(120_000)]
    expect(mergeCandle(history, candle(120_000, '13'))).toEqual([candle(60_000), candle(120_000, '13')])
    expect(mergeCandle(history, candle(180_000))).toEqual([...history, candle(180_000)])
    expect(mergeCandle(history, candle(0))).toBe(history)
    expect(mergeCandle(history, candle(120_000))).toBe(history)
    expect(mergeCandle(undefined, candle(60_000))).toEqual([candle(60_000)])
  })

  it('become chart bars in seconds shifted to the display zone, with volume coloured by direction', () => {
    expect(toChartBar(candle(60_000), 28_800)).toEqual({ time: 28_860, open: 9, high: 11, low: 8, close: 10 })
    expect(toVolumeBar(candle(60_000, '8.5'))).toEqual({ time: 60, value: 5, up: false })
    expect(toVolumeBar(candle(60_000, '9'))).toMatchObject({ up: true })
  })
})

describe('chart prices', () => {
  it('are written with the pair’s price scale, else with the decimals of its price now', () => {
    expect(chartPrecision({ price_scale: 2, now_price: '94996.4213' })).toBe(2)
    expect(chartPrecision({ price_scale: 0, now_price: '12.5' })).toBe(0)
    expect(chartPrecision({ now_price: '0.004512' })).toBe(6)
    expect(chartPrecision({ price_scale: null, now_price: '94996.42' })).toBe(2)
    expect(chartPrecision({ price_scale: 30, now_price: '1' })).toBe(MAX_CHART_PRECISION)
  })

  it('are rounded to the pair’s decimals and grouped by thousands', () => {
    expect(chartPriceText(100000, 2)).toBe('100,000.00')
    expect(chartPriceText(94996.42, 2)).toBe('94,996.42')
    expect(chartPriceText(93999.999999999, 2)).toBe('94,000.00')
    expect(chartPriceText(1234567.891, 0)).toBe('1,234,568')
    expect(chartPriceText(0.1 + 0.2, 4)).toBe('0.3000')
    expect(chartPriceText(-0.001, 2)).toBe('0.00')
    expect(chartPriceText(-1234.5, 1)).toBe('-1,234.5')
  })

  it('are left blank for a value that is not a number', () => {
    expect(chartPriceText(Number.NaN, 2)).toBe('')
    expect(chartPriceText(Number.POSITIVE_INFINITY, 2)).toBe('')
  })
})
