import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { testQuote } from '@/test/quotes'
import { TradingHours } from './TradingHours'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the trading hours above a contract or options form', () => {
  it('name a stock’s session in the display zone and say it is closed outside it', async () => {
    const stock = testQuote({ symbol: 'AAPL/USDT', trading_hours: '22:30-05:00', trading_open: 0 })
    const { container } = await render(<TradingHours pair={stock} />)
    expect(container.textContent).toBe('交易时间 周一至周五 22:30–05:00 (UTC+8)当前休市，开市前无法下单')
    expect(container.querySelector('.trading-hours.closed')).not.toBeNull()
  })

  it('name only the hours while the stock trades', async () => {
    const stock = testQuote({ symbol: 'AAPL/USDT', trading_hours: '22:30-05:00', trading_open: 1 })
    const { container } = await render(<TradingHours pair={stock} />)
    expect(container.textContent).toBe('交易时间 周一至周五 22:30–05:00 (UTC+8)')
  })

  it('show nothing for a market open always', async () => {
    const { container } = await render(<TradingHours pair={testQuote({ trading_hours: '', trading_open: 1 })} />)
    expect(container.textContent).toBe('')
  })
})
