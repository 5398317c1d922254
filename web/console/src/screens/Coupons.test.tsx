import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../lib/i18n'
import { setToken } from '../lib/session'
import type { CouponCampaign } from '../lib/types'
import { click, render, type, waitFor } from '../test/render'
import { answer, page } from '../test/server'
import Coupons from './Coupons'
import { boostRateOf, checkBoostRate, checkClaimCode, createFields } from './coupons/shared'

const campaign = (fields: Partial<CouponCampaign>): CouponCampaign => ({
  id: 9,
  title: 'Welcome fee coupon',
  kind: 'fee',
  value: '5',
  currency: 'USDT',
  quantity: 100,
  issued: 12,
  used: 4,
  valid_days: 7,
  code: 'WELCOME5',
  eligibility: 'vip',
  min_level: 2,
  status: 1,
  created_at: '2026-03-01 10:00:00',
  created_at_ts: 1772330400000,
  ...fields,
})

const active = campaign({})
const ended = campaign({ id: 8, title: 'Launch week', code: '', eligibility: 'all', min_level: 0, status: 2 })
const trial = campaign({ id: 7, title: 'First option on us', kind: 'trial', value: '10', code: 'TRY10' })
const boost = campaign({
  id: 6,
  title: 'Lock-mining boost',
  kind: 'boost',
  value: '10',
  rate: '0.1',
  code: 'BOOST',
  eligibility: 'all',
  min_level: 0,
})
const marketing = [{ currency_id: 3, currency_name: 'USDT', held: '2500' }]

interface Call {
  url: string
  body: string
}

function serve(role: string) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body ?? '') })
      if (url.startsWith('/admin/api/me')) return answer({ id: 1, email: 'ops@example.com', role })
      if (url.startsWith('/api/currency/list')) return answer({ currency: [{ id: 3, name: 'USDT', scale: 6 }] })
      if (url.startsWith('/admin/api/coupons/campaigns?')) return answer(page([active, ended, trial, boost]))
      if (url.startsWith('/admin/api/coupons/reserve?')) return answer(marketing)
      return answer('Done')
    }),
  )
  return calls
}

const buttons = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent?.trim() === text)

const rowOf = (key: number) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${key}"]`)
async function chooseKind(label: string) {
  await act(async () => {
    document
      .querySelector('#campaign_kind')!
      .closest('.ant-select')!
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull())
  await click([...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label)!)
}

const tabs = () => [...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent)

async function start(role = 'content') {
  setLang('en')
  setToken('operator-token')
  const calls = serve(role)
  await render(<Coupons />)
  return calls
}

describe('the coupons screen', () => {
  it('lists campaigns with their terms, issued, used and remaining counts and the marketing balance', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(9)).not.toBeNull())
    expect(tabs()).toEqual(['Campaigns'])
    expect(calls.find((c) => c.url.startsWith('/admin/api/coupons/campaigns?'))?.url).toContain('page=1&limit=20')
    const text = rowOf(9)!.textContent ?? ''
    for (const shown of [
      'Welcome fee coupon',
      'WELCOME5',
      '5 USDT',
      'Opening fee of a contract market order',
      'VIP 2 and up',
      '7 days',
      'Issued 12 of 100',
      'Used 4',
      '88 left',
      'Active',
    ])
      expect(text).toContain(shown)
    expect(rowOf(8)!.textContent).toContain('Everyone')
    expect(rowOf(8)!.textContent).toContain('Ended')
    expect(rowOf(7)!.textContent).toContain('10 USDT')
    expect(rowOf(7)!.textContent).toContain('Whole stake of a seconds-option order')
    expect(rowOf(7)!.querySelector('.coupon-rate')).toBeNull()
    expect(rowOf(6)!.textContent).toContain('Extra daily rate on a lock-mining position')
    expect(rowOf(6)!.querySelector('.coupon-rate')?.textContent).toBe('+0.1 % a day')
    expect(document.querySelector('.coupon-balance')?.textContent).toContain('2500 USDT')
    // Content reads the balance; moving it is finance's.
    expect(buttons('Fund the marketing reserve')).toHaveLength(0)
    expect(buttons('Issue', rowOf(9)!)).toHaveLength(1)
    expect(buttons('End', rowOf(9)!)).toHaveLength(1)
    expect(buttons('Issue', rowOf(8)!)).toHaveLength(0)
    expect(buttons('End', rowOf(8)!)).toHaveLength(0)
  })

  it('creates a campaign after a confirmation of its terms, with its kind, code and eligibility', async () => {
    const calls = await start()
    await waitFor(() => expect(document.querySelector('input#campaign_title')).not.toBeNull())
    await type(document.querySelector<HTMLInputElement>('input#campaign_title')!, '  Spring trial ')
    expect(document.body.textContent).toContain('Limit orders do not take coupons.')
    await chooseKind('Whole stake of a seconds-option order')
    await waitFor(() => expect(document.body.textContent).toContain('The stake is the coupon’s value in USDT.'))
    await type(document.querySelector<HTMLInputElement>('input#campaign_value')!, '5')
    await type(document.querySelector<HTMLInputElement>('input#campaign_quantity')!, '100')
    await type(document.querySelector<HTMLInputElement>('input#campaign_code')!, 'bad code')
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Letters, digits, - and _ only, at most 32.'))
    await type(document.querySelector<HTMLInputElement>('input#campaign_code')!, 'SPRING5')
    await click([...document.querySelectorAll('.ant-radio-wrapper')].find((r) => r.textContent === 'VIP level')!)
    await waitFor(() => expect(document.querySelector('input#campaign_min_level')).not.toBeNull())
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.querySelector('.coupon-terms')).not.toBeNull())
    const terms = document.querySelector('.coupon-terms')!.textContent ?? ''
    for (const shown of [
      'Spring trial',
      'Kind: Whole stake of a seconds-option order',
      '5 USDT each',
      '100 coupons, valid 7 days',
      'SPRING5',
      'VIP 2 and up',
    ])
      expect(terms).toContain(shown)
    expect(calls.some((c) => c.url === '/admin/api/coupons/campaigns/create')).toBe(false)
    await click(buttons('Create campaign', document.querySelector('.ant-modal-confirm')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/campaigns/create')?.body).toBe(
        'title=Spring+trial&kind=trial&value=5&quantity=100&valid_days=7&code=SPRING5&eligibility=vip&min_level=2&lang=en',
      ),
    )
  })

  it('asks a boost campaign for its daily rate, shows it in the terms and sends it only for boosts', async () => {
    const calls = await start()
    await waitFor(() => expect(document.querySelector('input#campaign_title')).not.toBeNull())
    expect(document.querySelector('input#campaign_rate')).toBeNull()
    await type(document.querySelector<HTMLInputElement>('input#campaign_title')!, 'Lock-mining boost')
    await chooseKind('Extra daily rate on a lock-mining position')
    await waitFor(() => expect(document.querySelector('input#campaign_rate')).not.toBeNull())
    expect(document.body.textContent).toContain('moves from the marketing reserve to the earn reserve')
    await type(document.querySelector<HTMLInputElement>('input#campaign_value')!, '10')
    await type(document.querySelector<HTMLInputElement>('input#campaign_quantity')!, '100')
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Enter a percentage above 0 and at most 10'))
    expect(document.querySelector('.coupon-terms')).toBeNull()
    await type(document.querySelector<HTMLInputElement>('input#campaign_rate')!, '10.5')
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.body.textContent).toContain('Enter a percentage above 0 and at most 10'))
    await type(document.querySelector<HTMLInputElement>('input#campaign_rate')!, '0.1')
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.querySelector('.coupon-terms')).not.toBeNull())
    const terms = document.querySelector('.coupon-terms')!.textContent ?? ''
    for (const shown of [
      'Kind: Extra daily rate on a lock-mining position',
      'Adds 0.1 % a day to one lock-mining position',
      'Pays at most 10 USDT each',
    ])
      expect(terms).toContain(shown)
    await click(buttons('Create campaign', document.querySelector('.ant-modal-confirm')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/campaigns/create')?.body).toBe(
        'title=Lock-mining+boost&kind=boost&value=10&rate=0.1&quantity=100&valid_days=7&eligibility=all&lang=en',
      ),
    )
  })

  it('ends a campaign only with a reason', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(9)).not.toBeNull())
    await click(buttons('End', rowOf(9)!)[0])
    const dialogEnd = () => buttons('End', document.querySelector('.ant-modal-footer')!)[0]
    await waitFor(() => expect(dialogEnd()).toBeDefined())
    await click(dialogEnd())
    await waitFor(() => expect(document.body.textContent).toContain('Give a reason.'))
    expect(calls.some((c) => c.url === '/admin/api/coupons/campaigns/end')).toBe(false)
    await type(document.querySelector('.ant-modal textarea')!, 'Budget spent')
    await click(dialogEnd())
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/campaigns/end')?.body).toBe(
        'id=9&reason=Budget+spent&lang=en',
      ),
    )
  })

  it('issues a coupon of a campaign to a user by account, then says which coupon went to whom', async () => {
    const calls = await start()
    await waitFor(() => expect(rowOf(9)).not.toBeNull())
    await click(buttons('Issue', rowOf(9)!)[0])
    await waitFor(() => expect(document.querySelector('input#issue_account')).not.toBeNull())
    await type(document.querySelector<HTMLInputElement>('input#issue_account')!, ' user@example.com ')
    await click(buttons('Issue', document.querySelector('.ant-modal-footer')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/issue')?.body).toBe(
        'campaign_id=9&account=user%40example.com&lang=en',
      ),
    )
    await waitFor(() =>
      expect(document.querySelector('.ant-message')?.textContent).toBe(
        'Issued a coupon of “Welcome fee coupon” worth 5 USDT to user@example.com.',
      ),
    )
  })

  it('shows finance only the marketing reserve, what it holds, and funds it with a reason', async () => {
    const calls = await start('finance')
    await waitFor(() => expect(rowOf(3)).not.toBeNull())
    expect(tabs()).toEqual(['Marketing reserve'])
    expect([...rowOf(3)!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['USDT', '2500'])
    expect(buttons('Fund the marketing reserve')).toHaveLength(1)
    expect(buttons('Withdraw from the marketing reserve')).toHaveLength(1)
    await act(async () => {
      document
        .querySelector('#fund_currency')!
        .closest('.ant-select')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull())
    await click(document.querySelector('.ant-select-item-option'))
    await type(document.querySelector<HTMLInputElement>('input#fund_amount')!, '1000')
    await type(document.querySelector<HTMLTextAreaElement>('textarea#fund_reason')!, 'Spring campaign budget')
    await click(buttons('Fund the marketing reserve')[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/reserve/fund')?.body).toBe(
        'currency=3&amount=1000&reason=Spring+campaign+budget&lang=en',
      ),
    )
  })

  it('gives an admin both tabs', async () => {
    await start('admin')
    await waitFor(() => expect(tabs()).toEqual(['Campaigns', 'Marketing reserve']))
  })

  it('offers a fee kind by default and keeps the kind chosen', async () => {
    const calls = await start()
    await waitFor(() => expect(document.querySelector('input#campaign_title')).not.toBeNull())
    expect(document.querySelector('#campaign_kind')!.closest('.ant-select')!.textContent).toContain(
      'Opening fee of a contract market order',
    )
    await type(document.querySelector<HTMLInputElement>('input#campaign_title')!, 'Fee week')
    await type(document.querySelector<HTMLInputElement>('input#campaign_value')!, '2')
    await type(document.querySelector<HTMLInputElement>('input#campaign_quantity')!, '50')
    await click(buttons('Create campaign')[0])
    await waitFor(() => expect(document.querySelector('.coupon-terms')).not.toBeNull())
    expect(document.querySelector('.coupon-terms')!.textContent).toContain(
      'Kind: Opening fee of a contract market order',
    )
    await click(buttons('Create campaign', document.querySelector('.ant-modal-confirm')!)[0])
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/admin/api/coupons/campaigns/create')?.body).toBe(
        'title=Fee+week&kind=fee&value=2&quantity=50&valid_days=7&eligibility=all&lang=en',
      ),
    )
  })

  it('sends the rate, the claim code and the level only when they apply', () => {
    const base = { title: ' A ', kind: 'fee' as const, value: ' 2.5 ', quantity: 10, valid_days: 3, min_level: 3 }
    expect(createFields({ ...base, code: '  ', eligibility: 'all' })).toEqual({
      title: 'A',
      kind: 'fee',
      value: '2.5',
      quantity: 10,
      valid_days: 3,
      code: undefined,
      eligibility: 'all',
      min_level: undefined,
    })
    expect(createFields({ ...base, code: 'X1', eligibility: 'vip' })).toMatchObject({ code: 'X1', min_level: 3 })
    expect(createFields({ ...base, kind: 'trial', eligibility: 'new' })).toMatchObject({ kind: 'trial' })
    expect(createFields({ ...base, kind: 'boost', rate: ' 0.1 ', eligibility: 'all' })).toMatchObject({
      kind: 'boost',
      rate: '0.1',
    })
    // A rate left in the form from a boost is not sent for another kind.
    expect(createFields({ ...base, rate: '0.1', eligibility: 'all' }).rate).toBeUndefined()
    expect(checkClaimCode('')).toBeNull()
    expect(checkClaimCode('NEW-2026_a')).toBeNull()
    expect(checkClaimCode('has space')).toBe('coupons.code_invalid')
    expect(checkClaimCode('x'.repeat(33))).toBe('coupons.code_invalid')
  })

  it('takes a boost rate above 0 and at most 10 % a day, with at most 4 decimals', () => {
    expect(checkBoostRate('0.1')).toBeNull()
    expect(checkBoostRate('10')).toBeNull()
    expect(checkBoostRate('0.0001')).toBeNull()
    expect(checkBoostRate('0')).toBe('coupons.rate_invalid')
    expect(checkBoostRate('10.0001')).toBe('coupons.rate_invalid')
    expect(checkBoostRate('0.00001')).toBe('coupons.rate_invalid')
    expect(checkBoostRate('-1')).toBe('coupons.rate_invalid')
    expect(checkBoostRate('')).toBe('coupons.rate_invalid')
  })

  it('shows a rate for boost campaigns only', () => {
    expect(boostRateOf({ kind: 'boost', rate: '0.1' })).toBe('0.1')
    expect(boostRateOf({ kind: 'fee', rate: '0' })).toBeNull()
    expect(boostRateOf({ kind: 'fee' })).toBeNull()
  })
})
