import { Form, Input } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api'
import { setLang } from '../lib/i18n'
import { click, render, type, waitFor } from '../test/render'
import { FormModal } from './FormModal'

interface Values {
  name: string
}

/** A dialog with one required field, saved by `onSave`. */
function NameModal({ onSave, onClose }: { onSave: (values: Values) => Promise<unknown>; onClose: () => void }) {
  const [form] = Form.useForm<Values>()
  return (
    <FormModal form={form} open title="Name it" saving={false} onSave={onSave} fields={['name']} onClose={onClose}>
      <Form form={form} name="naming" preserve={false}>
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Give a name.' }]}>
          <Input />
        </Form.Item>
      </Form>
    </FormModal>
  )
}

const button = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((b) => b.textContent === text)!
const field = () => document.querySelector<HTMLInputElement>('#naming_name')!
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)

describe('the form dialog', () => {
  it('sends nothing until the form passes its checks, then saves the values and closes', async () => {
    setLang('en')
    const onSave = vi.fn(async () => undefined)
    const onClose = vi.fn()
    await render(<NameModal onSave={onSave} onClose={onClose} />)
    expect(button('Save')).toBeDefined()
    await click(button('Save'))
    await waitFor(() => expect(errors()).toEqual(['Give a name.']))
    expect(onSave).not.toHaveBeenCalled()
    await type(field(), 'Ada')
    await click(button('Save'))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada' })
  })

  it('stays open and shows a refusal of the server on the field it names', async () => {
    setLang('en')
    const onSave = vi.fn(async () => {
      throw new ApiError('name_taken', 'That name is taken.', 'name')
    })
    const onClose = vi.fn()
    await render(<NameModal onSave={onSave} onClose={onClose} />)
    await type(field(), 'Ada')
    await click(button('Save'))
    await waitFor(() => expect(errors()).toEqual(['That name is taken.']))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes without saving when cancelled', async () => {
    setLang('en')
    const onSave = vi.fn(async () => undefined)
    const onClose = vi.fn()
    await render(<NameModal onSave={onSave} onClose={onClose} />)
    await click(button('Cancel'))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onSave).not.toHaveBeenCalled()
  })
})
