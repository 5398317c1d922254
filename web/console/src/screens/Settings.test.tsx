import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { RuleLine } from '../lib/types'
import { render, waitFor } from '../test/render'
import { answer } from '../test/server'
import Settings from './Settings'
import { unitLabel } from './settings/units'

const rules: RuleLine[] = [
  { product: 'account', key: 'code_max_attempts', value: '5', unit: 'attempts', updated_at: '', updated_at_ts: 0 },
  {
    product: 'lever',
    key: 'fee',
    value: '0.1',
    unit: 'percent',
    updated_at: '2026-12-07 18:00:00',
    updated_at_ts: 1796637600000,
  },
]

function serve(shown: RuleLine[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'admin@example.com', role: 'admin' })
      if (url.startsWith('/api/getSiteConfig')) return answer({ timezone: '+08:00' })
      if (url.includes('/rules') && !url.includes('changelog')) return answer(shown)
      return answer([])
    }),
  )
}

const row = (key: string) => document.querySelector(`tr[data-row-key="${key}"]`)?.textContent ?? ''

/** A rule of `unit`, keyed by it. */
const ruleIn = (unit: string, key: string): RuleLine => ({
  product: 'test',
  key,
  value: '1',
  unit,
  updated_at: '',
  updated_at_ts: 0,
})

describe('the published rules of the settings screen', () => {
  it('says a rule never changed is as released instead of dating it 1970, and dates a changed one', async () => {
    setLang('en')
    setToken('operator-token')
    serve(rules)
    await render(<Settings />)
    await waitFor(() => expect(row('account.code_max_attempts')).toContain('As released'))
    expect(row('account.code_max_attempts')).not.toContain('1970')
    expect(row('lever.fee')).toContain('2026-12-07 18:00:00')
  })

  it('shows each rule’s unit in the operator’s language, currency symbols as they are', async () => {
    setLang('zh')
    setToken('operator-token')
    serve([
      ruleIn('seconds', 'a'),
      ruleIn('percent of notional per day', 'b'),
      ruleIn('USDT', 'c'),
      ruleIn('USDT traded in 30 days', 'd'),
      ruleIn('a unit added later', 'e'),
    ])
    await render(<Settings />)
    await waitFor(() => expect(row('test.a')).toContain('秒'))
    expect(row('test.a')).not.toContain('seconds')
    expect(row('test.b')).toContain('名义价值的百分比/天')
    expect(row('test.c')).toContain('USDT')
    expect(row('test.d')).toContain('USDT（30 天交易额）')
    expect(row('test.e')).toContain('a unit added later')
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent)
    expect(headers).toContain('更新时间（UTC+8）')
  })
})

describe('rule units', () => {
  it('has words in both languages for every unit the released rules use', () => {
    const released = [
      'seconds',
      'minutes',
      'days',
      'percent',
      'bp',
      'flag',
      'formula',
      'policy',
      'rule',
      'shares',
      'lots',
      'list',
      'pairs',
      'multiples',
      'attempts',
      'actions',
      'amounts',
      'characters',
      'coin',
      'area codes',
      'display time',
      'review time',
      'percent off trading fees',
      "percent over the index x the country's rate",
      'only the inviter named at sign-up is paid',
    ]
    const zh = (key: string) => key
    for (const unit of released) {
      expect(unitLabel(unit, zh), unit).toMatch(/^units\./)
    }
    for (const symbol of ['USDT', 'BTC', 'USDC', 'UTC', 'DOGE']) expect(unitLabel(symbol, zh)).toBe(symbol)
    expect(unitLabel('', zh)).toBe('')
  })
})
