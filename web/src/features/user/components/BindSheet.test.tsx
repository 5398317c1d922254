import { Form, Input } from 'antd-mobile'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { click, typeInto } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { BindSheet } from './BindSheet'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
})

interface Values {
  email: string
  code: string
}

function EmailSheet({ onFinish, onSendCode }: { onFinish: (v: Values) => void; onSendCode: () => Promise<void> }) {
  const [form] = Form.useForm<Values>()
  return (
    <BindSheet
      visible
      onClose={vi.fn()}
      title="Bind an e-mail"
      form={form}
      busy={false}
      onFinish={onFinish}
      onSendCode={onSendCode}
    >
      <Form.Item name="email" label="E-mail">
        <Input className="email" />
      </Form.Item>
    </BindSheet>
  )
}

describe('bind sheet', () => {
  it('asks for the address, then the code sent to it, and binds with both', async () => {
    const onFinish = vi.fn()
    const onSendCode = vi.fn(async () => undefined)
    view = await render(withProviders(<EmailSheet onFinish={onFinish} onSendCode={onSendCode} />).element)
    await act(async () => new Promise((done) => setTimeout(done, 50)))
    const sheet = document.querySelector('.sheet')!
    expect(sheet.querySelector('.sheet-title')?.textContent).toBe('Bind an e-mail')
    const labels = [...sheet.querySelectorAll('.form-sheet .auth-form .adm-form-item-label')].map((l) => l.textContent)
    expect(labels).toEqual(['E-mail', expect.stringContaining(t('auth.code'))])
    expect(sheet.querySelector('button[type="submit"]')?.textContent).toBe(t('security.bind_button'))
    await click(sheet.querySelector('.code-button'))
    await until(() => onSendCode.mock.calls.length === 1)
    const [email, code] = [...sheet.querySelectorAll('input')]
    await typeInto(email, 'ada@example.com')
    await typeInto(code, '123456')
    await click(sheet.querySelector('button[type="submit"]'))
    await until(() => onFinish.mock.calls.length === 1)
    expect(onFinish).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' })
  })
})
