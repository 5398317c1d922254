import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { click, type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import {
  ChipRow,
  KindToggle,
  LoginToTrade,
  OrderPrice,
  OrderSummary,
  SideToggle,
  TicketHead,
  TradeInput,
  TradeLine,
  type PricingKind,
} from './OrderTicket'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
  useSession.setState({ token: '' })
})

const $ = (selector: string) => view!.container.querySelector(selector)
const $$ = (selector: string) => [...view!.container.querySelectorAll(selector)]

describe('order ticket', () => {
  it('draws the first side as buying and the second as selling, and marks the chosen one', async () => {
    function Sides() {
      const [side, setSide] = useState<'long' | 'short'>('long')
      return (
        <SideToggle
          sides={[
            { value: 'long', label: 'Long' },
            { value: 'short', label: 'Short' },
          ]}
          value={side}
          onChange={setSide}
        />
      )
    }
    view = await render(<Sides />)
    expect($('.side-toggle')?.getAttribute('role')).toBe('tablist')
    expect($$('.side-toggle button').map((b) => [b.className, b.getAttribute('aria-selected')])).toEqual([
      ['buy active', 'true'],
      ['sell', 'false'],
    ])
    await click($$('.side-toggle button')[1])
    expect($$('.side-toggle button').map((b) => [b.className, b.getAttribute('aria-selected')])).toEqual([
      ['buy', 'false'],
      ['sell active', 'true'],
    ])
  })

  it('offers limit and market in the order given and says which is pressed', async () => {
    const onChange = vi.fn()
    view = await render(<KindToggle kinds={['market', 'limit']} value="limit" onChange={onChange} />)
    const buttons = $$('.kind-toggle button')
    expect(buttons.map((b) => b.textContent)).toEqual([t('trade.market'), t('trade.limit')])
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true'])
    await click(buttons[0])
    expect(onChange).toHaveBeenCalledWith('market')
  })

  it('marks the chosen chip, names the row only when told, and leaves disabled chips unpickable', async () => {
    const onPick = vi.fn()
    view = await render(
      <>
        <ChipRow
          label="Lots"
          chips={[
            { key: 1, label: '1', active: true, onPick },
            { key: 5, label: '5', active: false, disabled: true, onPick },
          ]}
        />
        <ChipRow className="percent-row" chips={[{ key: 25, label: '25%', active: false, onPick }]} />
      </>,
    )
    const [named, plain] = $$('div')
    expect(named.className).toBe('chip-row')
    expect(named.getAttribute('aria-label')).toBe('Lots')
    expect(plain.className).toBe('percent-row')
    expect(plain.hasAttribute('aria-label')).toBe(false)
    expect(
      $$('button').map((b) => [b.className, b.hasAttribute('aria-pressed'), (b as HTMLButtonElement).disabled]),
    ).toEqual([
      ['active', false, false],
      ['', false, true],
      ['', false, false],
    ])
    await click($$('button')[2])
    expect(onPick).toHaveBeenCalledTimes(1)
  })

  it('shows a limit price field and, for a market order, the note instead', async () => {
    function Price() {
      const [kind, setKind] = useState<PricingKind>('limit')
      const [price, setPrice] = useState('100')
      return (
        <>
          <button type="button" className="switch" onClick={() => setKind('market')} />
          <OrderPrice kind={kind} price={price} onChange={setPrice} unit="USDT" marketNote="At the market" />
          <output>{price}</output>
        </>
      )
    }
    view = await render(<Price />)
    const field = $('label.trade-input input[name="price"]') as HTMLInputElement
    expect(field.value).toBe('100')
    expect(field.placeholder).toBe(t('trade.price_placeholder'))
    expect($('.trade-input-unit')?.textContent).toBe('USDT')
    await type('price', '101.5')
    expect($('output')?.textContent).toBe('101.5')
    await click($('.switch'))
    expect($('input[name="price"]')).toBeNull()
    expect($('.trade-input.market-note')?.textContent).toBe('At the market')
  })

  it('heads a form with its side, limit or market, and the limit price that a market order swaps for its note', async () => {
    function Head() {
      const [side, setSide] = useState<'buy' | 'sell'>('buy')
      const [kind, setKind] = useState<PricingKind>('limit')
      return (
        <TicketHead
          sides={[
            { value: 'buy', label: 'Buy' },
            { value: 'sell', label: 'Sell' },
          ]}
          side={side}
          onSide={setSide}
          kinds={['limit', 'market']}
          kind={kind}
          onKind={setKind}
          price="100"
          onPrice={() => {}}
          unit="USDT"
          marketNote="At the market"
        />
      )
    }
    view = await render(<Head />)
    expect($('.side-toggle .buy.active')?.textContent).toBe('Buy')
    expect($('.kind-toggle button[aria-pressed="true"]')?.textContent).toBe(t('trade.limit'))
    expect(($('input[name="price"]') as HTMLInputElement).value).toBe('100')
    await click($('.side-toggle .sell'))
    await click($$('.kind-toggle button')[1])
    expect($('.side-toggle .sell.active')?.textContent).toBe('Sell')
    expect($('input[name="price"]')).toBeNull()
    expect($('.market-note')?.textContent).toBe('At the market')
  })

  it('gives a number field its unit, a decimal keyboard unless told, and can hold it read-only', async () => {
    view = await render(
      <>
        <TradeInput name="lots" inputMode="numeric" placeholder="Lots" value="" onChange={() => {}} unit="lots" />
        <TradeInput name="stake" placeholder="Stake" value="10" onChange={() => {}} unit="USDT" readOnly />
      </>,
    )
    const [lots, stake] = $$('input') as HTMLInputElement[]
    expect([lots.name, lots.inputMode, lots.readOnly]).toEqual(['lots', 'numeric', false])
    expect([stake.name, stake.inputMode, stake.readOnly]).toEqual(['stake', 'decimal', true])
    expect($$('.trade-input-unit').map((u) => u.textContent)).toEqual(['lots', 'USDT'])
  })

  it('shows a figure beside its words, with the figure class added to num', async () => {
    view = await render(
      <>
        <TradeLine label="Margin" className="lever-margin">
          12 USDT
        </TradeLine>
        <TradeLine label="Per lot">--</TradeLine>
      </>,
    )
    expect($$('.trade-line').map((l) => [...l.children].map((c) => [c.className, c.textContent]))).toEqual([
      [
        ['', 'Margin'],
        ['num lever-margin', '12 USDT'],
      ],
      [
        ['', 'Per lot'],
        ['num', '--'],
      ],
    ])
  })

  it('lists a confirmation line by line, leaving out the rows that are false, then what follows them', async () => {
    view = await render(
      <OrderSummary
        rows={[{ label: 'Price', value: '100 USDT', className: 'num' }, false, { label: 'Type', value: 'Limit' }]}
      >
        <span className="rule">Rule</span>
      </OrderSummary>,
    )
    expect($('div')?.className).toBe('wallet-summary trade-confirm')
    expect($$('div > span').map((s) => [s.getAttribute('class'), s.textContent])).toEqual([
      [null, 'Price'],
      ['num', '100 USDT'],
      [null, 'Type'],
      [null, 'Limit'],
      ['rule', 'Rule'],
    ])
  })

  it('shows the order buttons to a signed-in user and sends a guest to the login page', async () => {
    useSession.setState({ token: 'token' })
    const signedIn = withProviders(
      <LoginToTrade>
        <button type="button">Buy</button>
      </LoginToTrade>,
    )
    view = await render(signedIn.element)
    expect($$('button').map((b) => b.textContent)).toEqual(['Buy'])
    view.unmount()

    useSession.setState({ token: '' })
    const guest = withProviders(
      <LoginToTrade>
        <button type="button">Buy</button>
      </LoginToTrade>,
    )
    view = await render(guest.element)
    const login = $('button.trade-submit')
    expect(login?.textContent).toBe(t('trade.login_to_trade'))
    await click(login)
    expect(guest.router.state.location.pathname).toBe(ROUTES.login)
  })
})
