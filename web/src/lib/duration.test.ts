import { afterAll, describe, expect, it } from 'vitest'
import { activeLang, changeLanguage, t } from '@/lib/i18n'
import { localizeDays } from './duration'

const start = activeLang()

afterAll(async () => {
  await changeLanguage(start)
})

describe('durations the server publishes in English', () => {
  it('shows "1-3 days" as 1–3 天 on a Chinese screen and "2-5 working days" as 2～5営業日 on a Japanese one', async () => {
    await changeLanguage('zh')
    expect(localizeDays('1-3 days', t)).toBe('1–3 天')
    expect(localizeDays('2-5 working days', t)).toBe('2–5 个工作日')
    await changeLanguage('ja')
    expect(localizeDays('1-3 days', t)).toBe('1～3日')
    expect(localizeDays('2-5 working days', t)).toBe('2～5営業日')
    await changeLanguage('en')
    expect(localizeDays('2-5 working days', t)).toBe('2–5 working days')
    expect(localizeDays('1 day', t)).toBe('1 day')
    expect(localizeDays('30 days', t)).toBe('30 days')
  })

  it('shows a text of another form as sent, and -- when there is none', () => {
    expect(localizeDays('same day', t)).toBe('same day')
    expect(localizeDays('', t)).toBe('--')
    expect(localizeDays(undefined, t)).toBe('--')
  })
})
