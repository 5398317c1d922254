import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import { DOWN_COLOR, hexToRgba, UP_COLOR } from '@/lib/color'
import type { Theme } from '@/lib/storage'
import { chartPriceText, MAX_CHART_PRECISION, toChartBar, toVolumeBar } from '../kline'
import type { ChartCandle } from '../types'

interface KlineChartProps {
  candles: ChartCandle[]
  /** Decimals of the pair's prices (its price scale). */
  precision: number
  /** Seconds added to candle times so the axis reads in the platform's zone. */
  offsetSeconds: number
  theme: Theme
}

interface Drawn {
  chart: IChartApi
  candles: ISeriesApi<'Candlestick'>
  volumes: ISeriesApi<'Histogram'>
}

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

/**
 * Room in pixels kept right of the last candle, so a time label on one of the last candles is written whole rather
 * than cut by the price axis; zooming keeps it in pixels.
 */
const RIGHT_ROOM_PX = 24

function bar(candle: ChartCandle, offset: number) {
  const b = toChartBar(candle, offset)
  return { ...b, time: b.time as UTCTimestamp }
}

function volume(candle: ChartCandle, offset: number) {
  const v = toVolumeBar(candle, offset)
  return { time: v.time as UTCTimestamp, value: v.value, color: hexToRgba(v.up ? UP_COLOR : DOWN_COLOR, 0.45) }
}

/** Candlesticks with volume bars below them; a live candle updates the last bar in place. */
export default function KlineChart({ candles, precision, offsetSeconds, theme }: KlineChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const drawn = useRef<Drawn | null>(null)
  const applied = useRef<{ first: number; length: number; offset: number } | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, fontSize: 10, attributionLogo: false },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, rightOffsetPixels: RIGHT_ROOM_PX },
    })
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
      borderVisible: false,
    })
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } })
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    })
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    drawn.current = { chart, candles: candleSeries, volumes: volumeSeries }
    return () => {
      drawn.current = null
      applied.current = null
      chart.remove()
    }
  }, [])

  useEffect(() => {
    const decimals = Math.max(0, Math.min(precision, MAX_CHART_PRECISION))
    const minMove = Number(`1e-${decimals}`)
    // Axis, last-price label and crosshair read like the header: the pair's decimals, grouped by thousands.
    drawn.current?.candles.applyOptions({
      priceFormat: { type: 'custom', minMove, formatter: (price: number) => chartPriceText(price, decimals) },
    })
  }, [precision])

  useEffect(() => {
    const text = cssVar('--text-3', '#9aa1ad')
    const line = cssVar('--line', '#eef0f3')
    drawn.current?.chart.applyOptions({
      layout: { textColor: text },
      grid: { vertLines: { color: line }, horzLines: { color: line } },
    })
  }, [theme])

  useEffect(() => {
    const current = drawn.current
    if (!current) return
    const before = applied.current
    const first = candles[0]?.time ?? 0
    const last = candles[candles.length - 1]
    const live =
      before !== null &&
      last !== undefined &&
      before.first === first &&
      before.offset === offsetSeconds &&
      (candles.length === before.length || candles.length === before.length + 1)
    try {
      if (live) {
        if (candles.length === before.length + 1 && candles.length > 1) {
          const previous = candles[candles.length - 2]
          current.candles.update(bar(previous, offsetSeconds), true)
          current.volumes.update(volume(previous, offsetSeconds), true)
        }
        current.candles.update(bar(last, offsetSeconds))
        current.volumes.update(volume(last, offsetSeconds))
      } else {
        current.candles.setData(candles.map((c) => bar(c, offsetSeconds)))
        current.volumes.setData(candles.map((c) => volume(c, offsetSeconds)))
        // The default view: the latest candles with the room on the right (scrollToRealTime ignores that room).
        current.chart.timeScale().resetTimeScale()
      }
    } catch {
      current.candles.setData(candles.map((c) => bar(c, offsetSeconds)))
      current.volumes.setData(candles.map((c) => volume(c, offsetSeconds)))
    }
    applied.current = { first, length: candles.length, offset: offsetSeconds }
  }, [candles, offsetSeconds])

  return <div ref={box} className="kline-canvas" />
}
