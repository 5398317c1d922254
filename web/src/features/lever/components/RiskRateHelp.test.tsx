import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { click } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import { testTx } from '../fixtures'
import en from '../help/locales/en.json'
import zh from '../help/locales/zh.json'
import { RiskRateHelp } from './RiskRateHelp'

const api = vi.hoisted(() => ({ asked: [] as Array<{ url: string; data: unknown }> }))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: unknown) => {
    api.asked.push({ url, data })
    if (url === '/rules') {
      return Promise.resolve([
        { key: 'spread', product: 'lever', unit: 'percent', value: '0.05', updated_at: '', updated_at_ts: 0 },
        {
          key: 'liquidation_risk_rate',
          product: 'lever',
          unit: 'percent',
          value: '40',
          updated_at: '',
          updated_at_ts: 0,
        },
      ])
    }
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

async function show(node: Parameters<typeof withProviders>[0]) {
  view = await render(withProviders(node).element)
  await until(() => document.querySelector('.lever-risk-help') !== null)
}

const help = () => document.querySelector('.lever-risk-help-text')?.textContent ?? ''

beforeEach(() => {
  api.asked = []
})

afterEach(async () => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  await changeLanguage('zh')
})

describe('the risk rate help', () => {
  it('is an info button, named for what it explains, that shows nothing until tapped', async () => {
    await show(<RiskRateHelp rate={{ hazard_rate_pct: '2633.87' }} positions={[testTx()]} />)
    const button = document.querySelector('.lever-risk-help')
    expect(button?.getAttribute('aria-label')).toBe(zh.open)
    expect(button?.querySelector('svg')).not.toBeNull()
    expect(document.querySelector('.lever-risk-help-text')).toBeNull()
  })

  it('explains equity over margin, the liquidation rate the positions opened with, and what the number means now', async () => {
    await show(<RiskRateHelp rate={{ hazard_rate_pct: '2633.87' }} positions={[testTx()]} />)
    await click(document.querySelector('.lever-risk-help'))
    await until(() => help() !== '')
    expect(document.querySelector('.adm-dialog-title')?.textContent).toBe(zh.title)
    expect(help()).toContain(zh.what)
    expect(help()).toContain(zh.line_positions.replace('{{rate}}', '50%'))
    expect(help()).toContain(zh.meaning)
    expect(help()).toContain(zh.now.replace('{{rate}}', '2,633.87%').replace('{{times}}', '26.33'))
    expect(api.asked.map((call) => call.url)).not.toContain('/rules')
  })

  it('names the published liquidation rate when no position shown names one, and says why it reads "--"', async () => {
    await show(<RiskRateHelp rate={{ hazard_rate: '0', hazard_rate_pct: '0' }} positions={[]} />)
    await click(document.querySelector('.lever-risk-help'))
    await until(() => help().includes(zh.line_rule.replace('{{rate}}', '40%')))
    expect(api.asked.find((call) => call.url === '/rules')?.data).toEqual({ product: 'lever' })
    expect(help()).toContain(zh.none)
    expect(help()).not.toContain(zh.now.split('{{')[0])
  })

  it('speaks the interface language', async () => {
    await changeLanguage('en')
    await show(<RiskRateHelp rate={{ hazard_rate_pct: '150.00' }} positions={[testTx()]} />)
    expect(document.querySelector('.lever-risk-help')?.getAttribute('aria-label')).toBe(en.open)
    await click(document.querySelector('.lever-risk-help'))
    await until(() => help() !== '')
    expect(help()).toContain(en.what)
    expect(help()).toContain('Now 150.00%: your equity is 1.50 times the margin held.')
    expect(help()).toContain(
      'When it falls to 50%, the liquidation rate your positions were opened with, all your open contract positions are closed at the mark price (liquidation).',
    )
  })

  it('closes with its button', async () => {
    await show(<RiskRateHelp rate={{ hazard_rate_pct: '150.00' }} positions={[testTx()]} />)
    await click(document.querySelector('.lever-risk-help'))
    await until(() => help() !== '')
    expect(document.querySelector<HTMLElement>('.adm-dialog')?.style.display).not.toBe('none')
    const ok = [...document.querySelectorAll('.adm-dialog-footer button')].find((b) => b.textContent === zh.ok)
    await click(ok)
    await until(() => document.querySelector<HTMLElement>('.adm-dialog')?.style.display === 'none')
  })
})
