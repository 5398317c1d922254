import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { click, render, waitFor } from '../test/render'
import { DecisionButtons } from './DecisionButtons'

const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text)

describe('the decision buttons', () => {
  it('approves only once the confirmation is accepted, with its title, description and OK words', async () => {
    setLang('en')
    const onApprove = vi.fn(async () => undefined)
    await render(
      <DecisionButtons
        approve="Confirm"
        confirm={{ title: 'Confirm 100 USDT?', description: 'It is credited at once.', okText: 'Credit' }}
        onApprove={onApprove}
        onReject={vi.fn()}
      />,
    )
    await click(button('Confirm')!)
    await waitFor(() => expect(document.querySelector('.ant-popconfirm-title')?.textContent).toBe('Confirm 100 USDT?'))
    expect(document.querySelector('.ant-popconfirm-description')?.textContent).toBe('It is credited at once.')
    expect(onApprove).not.toHaveBeenCalled()
    await click(button('Credit')!)
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1))
  })

  it('starts a rejection at once, with the reject button drawn as a danger', async () => {
    setLang('en')
    const onReject = vi.fn()
    await render(
      <DecisionButtons approve="Approve" confirm={{ title: 'Approve?' }} onApprove={vi.fn()} onReject={onReject} />,
    )
    const reject = button('Reject')!
    expect(reject.className).toContain('ant-btn-dangerous')
    await click(reject)
    expect(onReject).toHaveBeenCalledTimes(1)
    expect(document.querySelector('.ant-popconfirm')).toBeNull()
  })
})
