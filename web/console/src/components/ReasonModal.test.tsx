import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { click, render, type, waitFor } from '../test/render'
import { ReasonModal } from './ReasonModal'

const okButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((b) => b.textContent === 'Reject')!

describe('the reason dialog', () => {
  it('refuses to go on without a reason, then sends the trimmed reason', async () => {
    setLang('en')
    const onSubmit = vi.fn(async () => undefined)
    await render(<ReasonModal open title="Reject this filing" okText="Reject" onCancel={vi.fn()} onSubmit={onSubmit} />)
    await click(okButton())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(onSubmit).not.toHaveBeenCalled()

    await type(document.querySelector('textarea')!, '   ')
    await click(okButton())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(onSubmit).not.toHaveBeenCalled()

    await type(document.querySelector('textarea')!, '  The photo is blurred  ')
    await click(okButton())
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('The photo is blurred'))
  })
})
