import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activeLang, changeLanguage, loadBundle, t, type BundleLoaders } from '@/lib/i18n'
import { ieoOutcome } from './ieo'
import { IEO_ALLOCATED, IEO_APPLIED, type IeoSubscription } from './types'

const loaders = {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
  zh: () => import('./locales/zh.json'),
} as unknown as BundleLoaders

const subscription: IeoSubscription = {
  id: 9,
  project_id: 1,
  name: 'DEMOA sale',
  currency_name: 'DEMOA',
  coin_amount: '2000.00000000',
  give_amount: '1000.00000000',
  pay_currency_name: 'USDT',
  price: '0.10000000',
  paid: '200.00000000',
  charged: '100.00000000',
  refunded: '100.00000000',
  sell_begin: '2026-12-01 00:00:00',
  sell_begin_ts: 1_796_054_400_000,
  released: 0,
  status: IEO_ALLOCATED,
  formula:
    'allocated = floor(2000 × 1000000 ÷ 2000000) = 1000; charged = ceil(allocated × price); refunded = paid − charged',
  total_applied: '2000000.00000000',
  supply: '1000000.00000000',
  created_at: '2026-11-28 10:00:00',
  created_at_ts: 1_795_860_000_000,
}

const start = activeLang()

beforeAll(async () => {
  await loadBundle('earn', loaders)
  await changeLanguage('en')
})

afterAll(async () => {
  await changeLanguage(start)
})

describe('the outcome of an IEO subscription', () => {
  it('says an oversubscribed sale gave 1,000 of the 2,000 DEMOA applied for, with no formula', () => {
    const text = ieoOutcome(subscription, t)
    expect(text).toBe(
      'The applications, 2,000,000 DEMOA, were more than the supply of 1,000,000 DEMOA, so you received 1,000.00000000 DEMOA of the 2,000.00000000 DEMOA you applied for, in proportion to your application. You were charged 100.00000000 USDT; 100.00000000 USDT was returned.',
    )
    expect(text).not.toMatch(/floor|ceil|total_applied|allocated =/)
  })

  it('says a sale within its supply gives everyone all they applied for', () => {
    const within = { ...subscription, status: IEO_APPLIED, total_applied: '5000.00000000' }
    expect(ieoOutcome(within, t)).toBe(
      'So far the applications, 5,000 DEMOA, are within the supply of 1,000,000 DEMOA: if it stays so, you receive all you applied for.',
    )
  })

  it('says it in Japanese words on a Japanese screen', async () => {
    await changeLanguage('ja')
    expect(ieoOutcome(subscription, t)).toBe(
      '申込総量 2,000,000 DEMOA が供給量 1,000,000 DEMOA を超えたため、申込量 2,000.00000000 DEMOA に応じた割合で 1,000.00000000 DEMOA を受け取りました。請求額は 100.00000000 USDT、返金額は 100.00000000 USDT です。',
    )
    await changeLanguage('en')
  })
})
