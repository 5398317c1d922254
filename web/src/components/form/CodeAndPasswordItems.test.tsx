import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { click, typeInto } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { AuthForm } from './AuthForm'
import { CodeItem } from './CodeAndPasswordItems'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

async function showCodeForm(onSendCode: () => Promise<void>, onFinish: (values: { code: string }) => void) {
  const { element } = withProviders(
    <AuthForm busy={false} submitText="Bind" onFinish={onFinish}>
      <CodeItem onSendCode={onSendCode} />
    </AuthForm>,
  )
  view = await render(element)
}

const errors = () => [...document.querySelectorAll('.adm-form-item-feedback-error')].map((e) => e.textContent)

describe('code item', () => {
  it('asks for the six-character code and sends one from its button', async () => {
    const onSendCode = vi.fn(async () => undefined)
    await showCodeForm(onSendCode, vi.fn())
    const field = document.querySelector<HTMLInputElement>('.adm-form-item input')!
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    expect(field.placeholder).toBe(t('auth.code_placeholder'))
    expect(document.querySelector('.adm-form-item-label')?.textContent).toContain(t('auth.code'))
    await click(document.querySelector('.code-button'))
    await until(() => onSendCode.mock.calls.length === 1)
  })

  it('refuses a code that is not six letters or digits', async () => {
    const onFinish = vi.fn()
    await showCodeForm(
      vi.fn(async () => undefined),
      onFinish,
    )
    const field = document.querySelector<HTMLInputElement>('.adm-form-item input')!
    await typeInto(field, '12ab')
    await click(document.querySelector('button[type="submit"]'))
    await until(() => errors().length > 0)
    expect(errors()).toEqual([t('auth.errors.code_invalid')])
    await typeInto(field, '12ab56')
    await click(document.querySelector('button[type="submit"]'))
    await until(() => onFinish.mock.calls.length === 1)
    expect(onFinish).toHaveBeenCalledWith({ code: '12ab56' })
  })
})
