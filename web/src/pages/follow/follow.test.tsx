import { act, Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import * as request from '@/lib/request'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { type } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { until } from '@/test/until'
import FollowSettingScreen from './follow'

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string) => {
    if (url === '/follow/traderDetail') {
      return Promise.resolve({
        data: {
          correct_rate: '50.00',
          fallCount: 1,
          follow_num: 0,
          position_count: 0,
          profitCount: 1,
          riseCount: 1,
          total_count: 2,
          total_income_rate: '1.00',
          total_profits: '3.00',
          yesterday_profits: '0.00',
        },
        follow_setting: null,
        is_followed: 0,
        refreshed_at: '2026-11-26 15:00:00',
        trader_info: { head_portrait: '', id: 7, is_trader: 1, nickname: 'Ada', signature: '', virtual_follow_num: 0 },
      })
    }
    if (url === '/follow/follow') return Promise.resolve('saved')
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

let view: Rendered | undefined

beforeEach(() => {
  useSession.setState({ token: 'token' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '' })
})

async function show() {
  const app = withProviders(
    <Suspense fallback={<p>loading</p>}>
      <FollowSettingScreen />
    </Suspense>,
    { path: '/pages/follow/follow?id=7' },
  )
  view = await render(app.element)
  await until(() => document.querySelector('input[name="number"]') !== null)
  return app
}

function submit(): HTMLButtonElement {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.follow-sheet button')]
  return buttons.find((b) => b.textContent === t('copytrade.confirm_follow'))!
}

describe('the copy setting sheet', () => {
  it('works out the copy size live as the multiple changes and names what is wrong with a number it refuses', async () => {
    await show()
    expect(document.body.textContent).toContain(t('copytrade.following_whom', { name: 'Ada' }))
    await type('number', '1.5')
    expect(document.body.textContent).toContain(t('copytrade.example_multiple', { lots: 3, number: '1.5', copy: 4 }))
    await type('number', '0.3')
    expect(document.body.textContent).toContain(t('copytrade.example_none'))
    await type('number', '5.5')
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(t('copytrade.number_above_max', { max: '5' }))
    expect(submit().disabled).toBe(true)
  })

  it('sends the number with two decimals once the agreement is accepted', async () => {
    const app = await show()
    await type('number', '2')
    expect(submit().disabled).toBe(true)
    await act(async () => document.querySelector<HTMLInputElement>('.copy-agree input[type="checkbox"]')!.click())
    await act(async () => submit().click())
    await until(() => app.router.state.location.pathname !== '/pages/follow/follow')
    expect(request.post).toHaveBeenCalledWith('/follow/follow', { trader_user_id: 7, type: 1, number: '2.00' })
    expect(app.router.state.location.pathname).toBe('/pages/copytrade/my')
  })
})
