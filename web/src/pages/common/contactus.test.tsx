import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import zh from '@/features/loans/locales/zh.json'
import supportZh from '@/features/support/locales/zh.json'
import type * as RequestModule from '@/lib/request'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import ContactUsScreen from './contactus'

const api = vi.hoisted(() => ({ answers: new Map<string, unknown>() }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) =>
    api.answers.has(url)
      ? Promise.resolve(structuredClone(api.answers.get(url)))
      : Promise.reject(new original.RequestError('not_found', 'not found'))
  return { ...original, get: vi.fn(answer) }
})

let view: Rendered | undefined

const config = (officers: Record<string, string>) => ({
  offers: [],
  collateral: [],
  rules: { settle_days: 30, processing: '1-3 days', stable: ['USDT', 'USDC'] },
  officers,
})

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <ContactUsScreen />
    </Suspense>,
    { path: '/pages/common/contactus' },
  )
  view = await render(app.element)
  await until(() => document.body.textContent?.includes('Write to us') === true)
}

beforeEach(() => {
  api.answers.clear()
  api.answers.set('/contactus', { id: 4, title: 'Contact', content: '<p>Write to us.</p>' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
})

describe('the contact page', () => {
  it('lists the loan contacts the operator filled in below the page, each as a link where it is an address', async () => {
    api.answers.set(
      '/loan/config',
      config({ online_service: 'https://t.me/mercato_help', loan_officer: 'loans@example.com', repayment_officer: '' }),
    )
    await show()
    await until(() => document.querySelector('.loan-officers') !== null)
    const rows = [...document.querySelectorAll('.loan-officer')]
    expect(rows.map((row) => row.querySelector('dt')?.textContent)).toEqual([
      zh.officer_online_service,
      zh.officer_loan_officer,
    ])
    expect(rows[0].querySelector('a')?.getAttribute('href')).toBe('https://t.me/mercato_help')
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('mailto:loans@example.com')
    const article = document.body.textContent!.indexOf('Write to us')
    expect(document.body.textContent!.indexOf(zh.officers_title)).toBeGreaterThan(article)
  })

  it('shows no loan contacts when the operator filled in none', async () => {
    api.answers.set('/loan/config', config({ online_service: '', loan_officer: ' ', repayment_officer: '' }))
    await show()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(document.querySelector('.loan-officers')).toBeNull()
  })

  it('offers a chat with support that opens the customer service screen', async () => {
    api.answers.set('/loan/config', config({ online_service: '', loan_officer: '', repayment_officer: '' }))
    await show()
    await until(() => document.querySelector('.support-link') !== null)
    const link = document.querySelector('.support-link')!
    expect(link.textContent).toContain(supportZh.link)
    expect(link.getAttribute('href')).toBe('/pages/kefu/index')
  })
})
