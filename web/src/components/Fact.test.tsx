import { afterEach, describe, expect, it } from 'vitest'
import { render, type Rendered } from '@/test/render'
import { Fact } from './Fact'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('fact', () => {
  it('is a line of a description list: its words, then its value with the value’s class', async () => {
    view = await render(
      <dl>
        <Fact label="Debt" className="loan-debt strong">
          {'100'} {'USDT'}
        </Fact>
        <Fact label="Method">Bank</Fact>
      </dl>,
    )
    expect(view.container.innerHTML).toBe(
      '<dl><div><dt>Debt</dt><dd class="loan-debt strong">100 USDT</dd></div><div><dt>Method</dt><dd>Bank</dd></div></dl>',
    )
  })
})
