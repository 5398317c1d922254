import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, type Rendered } from '@/test/render'
import type { ChartCandle } from '../types'
import KlineChart from './KlineChart'

/** What the chart was asked to draw: its options, each series' options and how its time scale was moved. */
const chart = vi.hoisted(() => ({
  options: [] as unknown[],
  seriesOptions: [] as Array<Record<string, unknown>>,
  resets: 0,
  scrolls: 0,
}))

vi.mock('lightweight-charts', () => {
  const series = () => ({
    applyOptions: (options: Record<string, unknown>) => chart.seriesOptions.push(options),
    priceScale: () => ({ applyOptions: () => undefined }),
    setData: () => undefined,
    update: () => undefined,
  })
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volumes',
    ColorType: { Solid: 'solid' },
    createChart: (_element: HTMLElement, options: unknown) => {
      chart.options.push(options)
      return {
        addSeries: (kind: string, options: Record<string, unknown>) => {
          chart.seriesOptions.push({ kind, ...options })
          return series()
        },
        applyOptions: (options: unknown) => chart.options.push(options),
        timeScale: () => ({
          resetTimeScale: () => (chart.resets += 1),
          scrollToRealTime: () => (chart.scrolls += 1),
        }),
        remove: () => undefined,
      }
    },
  }
})

const candles: ChartCandle[] = [
  { time: 60_000, open: '94000.00', high: '95100.50', low: '93950.00', close: '94996.42', volume: '3' },
]

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
  chart.options = []
  chart.seriesOptions = []
  chart.resets = 0
  chart.scrolls = 0
})

/** The price formatter the candles were last given. */
function priceFormatter(): (price: number) => string {
  const format = chart.seriesOptions
    .map((o) => o.priceFormat as { type: string; formatter?: (price: number) => string } | undefined)
    .filter((f) => f?.type === 'custom')
    .at(-1)
  expect(format?.formatter).toBeTypeOf('function')
  return format!.formatter!
}

describe('the k-line chart', () => {
  it('writes the prices on its axis grouped by thousands with the pair’s decimals, as the header does', async () => {
    view = await render(<KlineChart candles={candles} precision={2} offsetSeconds={0} theme="light" />)
    const format = priceFormatter()
    expect(format(100000)).toBe('100,000.00')
    expect(format(94996.42)).toBe('94,996.42')
    expect(chart.seriesOptions.at(-1)?.priceFormat).toMatchObject({ minMove: 0.01 })

    await view.rerender(<KlineChart candles={candles} precision={4} offsetSeconds={0} theme="light" />)
    expect(priceFormatter()(1234.5)).toBe('1,234.5000')
    expect(chart.seriesOptions.at(-1)?.priceFormat).toMatchObject({ minMove: 0.0001 })
  })

  it('keeps room right of the last candle so the last time label is not cut by the price axis', async () => {
    view = await render(<KlineChart candles={candles} precision={2} offsetSeconds={0} theme="light" />)
    const timeScale = (chart.options[0] as { timeScale: { rightOffsetPixels?: number } }).timeScale
    expect(timeScale.rightOffsetPixels).toBeGreaterThanOrEqual(20)
    expect(chart.resets).toBe(1)
    expect(chart.scrolls).toBe(0)
  })
})
