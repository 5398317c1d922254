import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { testTx } from '../fixtures'
import { TX_CLOSED } from '../types'
import { TxRow } from './TxRow'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a closed contract row', () => {
  it('shows what the position made after its fees, as the bills do, beside the fee itself', async () => {
    const tx = testTx({
      status: TX_CLOSED,
      close_price: '95050.00',
      profits: '1.00000000',
      fact_profits: '-0.90000000',
      trade_fee: '1.90000000',
    })
    const { container } = await render(<TxRow tx={tx} mark={undefined} />)
    const pnl = container.querySelector('.lever-pnl')
    expect(pnl?.textContent).toContain('已实现盈亏（扣除手续费）')
    expect(pnl?.querySelector('strong')?.textContent).toBe('-0.90000000 USDT')
    expect(container.textContent).toContain('1.90')
  })
})
