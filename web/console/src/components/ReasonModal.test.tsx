import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { click, render, type, waitFor } from '../test/render'
import { ReasonModal, RejectModal } from './ReasonModal'

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

describe('the reject dialog', () => {
  it('is closed while no row is being rejected', async () => {
    setLang('en')
    await render(<RejectModal<{ id: number }> row={null} title="Reject" onReject={vi.fn()} onClose={vi.fn()} />)
    expect(document.querySelector('.ant-modal')).toBeNull()
  })

  it('rejects the row with the trimmed reason as a danger action, then closes', async () => {
    setLang('en')
    const onReject = vi.fn(async () => undefined)
    const onClose = vi.fn()
    await render(<RejectModal row={{ id: 7 }} title="Reject deposit" onReject={onReject} onClose={onClose} />)
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Reject deposit')
    expect(okButton().className).toContain('ant-btn-dangerous')
    await type(document.querySelector('textarea')!, '  No such transfer  ')
    await click(okButton())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(onReject).toHaveBeenCalledWith({ id: 7 }, 'No such transfer')
  })
})
