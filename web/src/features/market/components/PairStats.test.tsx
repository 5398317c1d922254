import { afterEach, describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n'
import { testQuote } from '@/test/quotes'
import { render, type Rendered } from '@/test/render'
import { PairStats } from './InstrumentHeader'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('pair stats', () => {
  it('lists the 24 h high and low at the pair’s price scale, then the lines it is given', async () => {
    view = await render(
      <PairStats pair={testQuote({ high: '96000.5', low: '93000', price_scale: 2 })}>
        <div>
          <dt>Volume</dt>
          <dd>1,234.5</dd>
        </div>
      </PairStats>,
    )
    const list = view.container.querySelector('dl.pair-stats.num')!
    expect(
      [...list.children].map((line) => [line.querySelector('dt')?.textContent, line.querySelector('dd')?.textContent]),
    ).toEqual([
      [t('trade.high_24h'), '96,000.50'],
      [t('trade.low_24h'), '93,000.00'],
      ['Volume', '1,234.5'],
    ])
  })
})
