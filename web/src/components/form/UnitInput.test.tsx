import { afterEach, describe, expect, it, vi } from 'vitest'
import { type } from '@/test/interact'
import { render, type Rendered } from '@/test/render'
import { UnitInput } from './UnitInput'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('unit input', () => {
  it('puts the field in the input box with its unit after it, and passes on what is typed', async () => {
    const onChange = vi.fn()
    view = await render(
      <UnitInput id="loan-amount" name="amount" inputMode="decimal" value="" onChange={onChange} unit="USDT" />,
    )
    const box = view.container.firstElementChild!
    expect(box.className).toBe('ui-input')
    const field = box.querySelector('input')!
    expect([field.id, field.name, field.inputMode]).toEqual(['loan-amount', 'amount', 'decimal'])
    expect(box.lastElementChild?.outerHTML).toBe('<span class="ui-unit">USDT</span>')
    await type('amount', '12.5')
    expect(onChange).toHaveBeenCalledWith('12.5')
  })

  it('adds a feature’s classes to the box and the unit, and keeps what follows the unit inside the box', async () => {
    view = await render(
      <UnitInput name="amount" value="1" boxClassName="earn-input" unitClassName="earn-unit" unit="USDT">
        <button type="button">All</button>
      </UnitInput>,
    )
    const box = view.container.firstElementChild!
    expect(box.className).toBe('ui-input earn-input')
    expect([...box.children].slice(1).map((child) => child.outerHTML)).toEqual([
      '<span class="ui-unit earn-unit">USDT</span>',
      '<button type="button">All</button>',
    ])
  })
})
