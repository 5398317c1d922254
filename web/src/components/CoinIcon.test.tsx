import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { CoinIcon, coinIconUrl, coinLetter } from './CoinIcon'

/** Where the app is served from (`/h5/` in a build). */
const base = import.meta.env.BASE_URL

describe('coin icons', () => {
  it('point every seeded asset at its bundled picture, whatever the case of its symbol', () => {
    for (const symbol of ['BTC', 'ETH', 'USDT', 'USDC', 'USD', 'SOL', 'BNB', 'XRP', 'DOGE', 'ADA', 'LTC']) {
      expect(coinIconUrl(symbol)).toBe(`${base}coins/${symbol.toLowerCase()}.svg`)
    }
    expect(coinIconUrl(' btc ')).toBe(`${base}coins/btc.svg`)
  })

  it('have no picture for an asset the app does not ship one for', () => {
    expect(coinIconUrl('AAPL')).toBe('')
    expect(coinIconUrl('')).toBe('')
  })

  it('show an unknown asset as a neutral circle with its first letter', async () => {
    const view = await render(<CoinIcon symbol="tsla" />)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.querySelector('.coin-icon-letter')?.textContent).toBe('T')
    view.unmount()
    expect(coinLetter('')).toBe('?')
  })

  it('show a known asset as its picture and fall back to the letter when the picture cannot load', async () => {
    const view = await render(<CoinIcon symbol="ETH" size={32} />)
    const img = view.container.querySelector('img')
    expect(img?.getAttribute('src')).toBe(`${base}coins/eth.svg`)
    expect(img?.getAttribute('width')).toBe('32')
    await act(async () => {
      img?.dispatchEvent(new Event('error'))
    })
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.querySelector('.coin-icon-letter')?.textContent).toBe('E')
    view.unmount()
  })
})
