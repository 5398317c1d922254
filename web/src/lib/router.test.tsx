import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { hashHistory, Link, memoryHistory, Router, useLocation, useNavigationType, useSearchParams } from './router'

function Where() {
  const { pathname, search, key } = useLocation()
  const type = useNavigationType()
  const [params, setParams] = useSearchParams()
  return (
    <div>
      <output>{`${type} ${pathname}${search} ${key === 'default' ? 'opening' : 'later'} tab=${params.get('tab')}`}</output>
      <Link to="/pages/market/market?tab=stock">markets</Link>
      <button onClick={() => setParams({ tab: 'contract' }, { replace: true })}>contract</button>
    </div>
  )
}

afterEach(() => window.history.replaceState(null, '', '#'))

describe('memory history', () => {
  it('pushes, replaces and goes back through its entries', () => {
    const history = memoryHistory('/pages/index/index?x=1')
    expect(history.state.location).toMatchObject({ pathname: '/pages/index/index', search: '?x=1', key: 'default' })
    history.navigate('/pages/market/market')
    history.navigate('/pages/common/login', { replace: true })
    expect(history.state.action).toBe('REPLACE')
    expect(history.state.location.pathname).toBe('/pages/common/login')
    history.navigate(-1)
    expect(history.state).toMatchObject({ action: 'POP', location: { pathname: '/pages/index/index' } })
    history.navigate(-1)
    expect(history.state.location.pathname).toBe('/pages/index/index')
  })
})

describe('hash router', () => {
  it('follows a link, replaces the query and goes back with the browser, counting entries in history.state', async () => {
    window.history.replaceState(null, '', '#/pages/index/index')
    const history = hashHistory()
    const view = await render(
      <Router history={history}>
        <Where />
      </Router>,
    )
    const text = () => view.container.querySelector('output')?.textContent
    expect(text()).toBe('POP /pages/index/index opening tab=null')
    expect(window.history.state).toEqual({ idx: 0 })
    const link = view.container.querySelector('a')!
    expect(link.getAttribute('href')).toBe('#/pages/market/market?tab=stock')
    await act(async () => link.click())
    expect(window.location.hash).toBe('#/pages/market/market?tab=stock')
    expect(text()).toBe('PUSH /pages/market/market?tab=stock later tab=stock')
    expect(window.history.state).toMatchObject({ idx: 1 })
    await act(async () => view.container.querySelector('button')!.click())
    expect(text()).toBe('REPLACE /pages/market/market?tab=contract later tab=contract')
    expect(window.history.state).toMatchObject({ idx: 1 })
    await act(async () => {
      const popped = new Promise((done) => window.addEventListener('popstate', done, { once: true }))
      window.history.back()
      await popped
    })
    expect(text()).toBe('POP /pages/index/index opening tab=null')
    view.unmount()
  })
})
