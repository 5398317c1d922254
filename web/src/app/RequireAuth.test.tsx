import { memoryHistory, Router } from '@/lib/router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { RouteSwitch } from '@/test/providers'
import { advance, render } from '@/test/render'
import { LOGIN_REDIRECT_DELAY, RequireAuth } from './RequireAuth'

function app() {
  return memoryHistory('/pages/fund/assets')
}

function Screens() {
  return (
    <RouteSwitch
      routes={{
        '/pages/fund/assets': (
          <RequireAuth>
            <p>balances</p>
          </RequireAuth>
        ),
        '/pages/common/login': <p>login screen</p>,
      }}
      otherwise={null}
    />
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
})

afterEach(() => {
  useSession.setState({ token: '' })
  vi.useRealTimers()
})

describe('route guard', () => {
  it('asks to log in and goes to login 1200 ms later when no token is stored', async () => {
    useSession.setState({ token: '' })
    const router = app()
    const view = await render(
      <Router history={router}>
        <Screens />
      </Router>,
    )
    expect(view.container.textContent).not.toContain('balances')
    expect(toast.show).toHaveBeenCalledWith('请先登录')
    await advance(LOGIN_REDIRECT_DELAY - 1)
    expect(router.state.location.pathname).toBe('/pages/fund/assets')
    await advance(1)
    expect(router.state.location.pathname).toBe('/pages/common/login')
    expect(view.container.textContent).toContain('login screen')
    view.unmount()
  })

  it('shows the screen and stays put when a token is stored', async () => {
    useSession.setState({ token: 'tok' })
    const router = app()
    const view = await render(
      <Router history={router}>
        <Screens />
      </Router>,
    )
    expect(view.container.textContent).toContain('balances')
    await advance(LOGIN_REDIRECT_DELAY * 2)
    expect(router.state.location.pathname).toBe('/pages/fund/assets')
    expect(toast.show).not.toHaveBeenCalled()
    view.unmount()
  })
})
