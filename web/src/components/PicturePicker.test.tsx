import { ActionSheet } from 'antd-mobile'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { PicturePicker } from './PicturePicker'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

async function showPicker(upload: (file: Blob, name: string) => Promise<string>, onUploaded = vi.fn()) {
  const { element } = withProviders(
    <PicturePicker name="front_pic" label="Front" upload={upload} onUploaded={onUploaded} />,
  )
  view = await render(element)
  return onUploaded
}

/** Taps the tile and picks "original" in the sheet it opens, as the user does. */
async function chooseOriginal(sheet: ReturnType<typeof vi.spyOn>) {
  await act(async () => document.querySelector<HTMLButtonElement>('button.picture-picker')?.click())
  const options = sheet.mock.calls.at(-1)?.[0] as Parameters<typeof ActionSheet.show>[0]
  await act(async () => options.onAction?.({ key: 'original', text: 'original' }, 0))
}

async function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[name="front_pic"]')!
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })))
}

describe('the picture picker', () => {
  it('opens the choice sheet once: opening the album does not open the sheet again', async () => {
    const sheet = vi.spyOn(ActionSheet, 'show').mockReturnValue({ close: vi.fn() })
    const click = vi.spyOn(HTMLInputElement.prototype, 'click')
    await showPicker(vi.fn())
    await chooseOriginal(sheet)
    expect(click).toHaveBeenCalledTimes(1)
    expect(sheet).toHaveBeenCalledTimes(1)
  })

  it('shows the chosen picture at once and hands its stored path on after the upload', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:front')
    let finish: (path: string) => void = () => undefined
    const upload = vi.fn(() => new Promise<string>((done) => (finish = done)))
    const onUploaded = await showPicker(upload)
    await pickFile(new File(['x'], 'front.png', { type: 'image/png' }))
    expect(document.querySelector('.picture-picker img')?.getAttribute('src')).toBe('blob:front')
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'front.png')
    await act(async () => finish('/upload/2025/01/31/front.png'))
    expect(onUploaded).toHaveBeenCalledWith('/upload/2025/01/31/front.png')
    expect(document.querySelector('.picture-picker img')?.getAttribute('src')).toBe('blob:front')
  })

  it('goes back to the empty tile when the upload fails', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:front')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const onUploaded = await showPicker(() => Promise.reject(new Error('too large')))
    await pickFile(new File(['x'], 'front.png', { type: 'image/png' }))
    expect(onUploaded).not.toHaveBeenCalled()
    expect(document.querySelector('.picture-picker img')).toBeNull()
  })
})
