import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { type } from '@/test/interact'
import { render, type Rendered } from '@/test/render'
import { StopInputs } from './StopInputs'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('stop inputs', () => {
  it('names the take-profit and stop-loss fields after the prefix, priced in the quote currency', async () => {
    const onTakeProfit = vi.fn()
    const onStopLoss = vi.fn()
    view = await render(
      <StopInputs
        prefix="stop_"
        takeProfit="99000"
        stopLoss=""
        onTakeProfit={onTakeProfit}
        onStopLoss={onStopLoss}
        unit="USDT"
      />,
    )
    const fields = [...view.container.querySelectorAll('input')]
    expect(fields.map((f) => [f.name, f.value, f.placeholder])).toEqual([
      ['stop_take_profit', '99000', t('lever.take_profit_optional')],
      ['stop_stop_loss', '', t('lever.stop_loss_optional')],
    ])
    expect([...view.container.querySelectorAll('.trade-input-unit')].map((u) => u.textContent)).toEqual([
      'USDT',
      'USDT',
    ])
    await type('stop_stop_loss', '94000')
    expect(onStopLoss).toHaveBeenCalledWith('94000')
    expect(onTakeProfit).not.toHaveBeenCalled()
  })

  it('names the fields plainly without a prefix', async () => {
    view = await render(
      <StopInputs takeProfit="" stopLoss="" onTakeProfit={() => {}} onStopLoss={() => {}} unit="USDT" />,
    )
    expect([...view.container.querySelectorAll('input')].map((f) => f.name)).toEqual(['take_profit', 'stop_loss'])
  })
})
