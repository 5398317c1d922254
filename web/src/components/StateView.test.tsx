import { afterEach, describe, expect, it, vi } from 'vitest'
import { t } from '@/lib/i18n'
import { click } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { EmptyListView, LoadFailedView, QueryView } from './StateView'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

const shown = () => view!.container

describe('state views', () => {
  it('says a read failed, with its icon, and reads again from the retry button', async () => {
    const onRetry = vi.fn()
    view = await render(<LoadFailedView onRetry={onRetry} />)
    expect(shown().querySelector('.state .state-icon svg')).not.toBeNull()
    expect(shown().querySelector('.state-title')?.textContent).toBe(t('content.load_failed'))
    await click(shown().querySelector('.state button'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows a read’s data once there, the failure with a retry when it failed, and the spinner meanwhile', async () => {
    const refetch = vi.fn(async () => undefined)
    const body = (data: { name: string }) => <p className="data">{data.name}</p>
    view = await render(<QueryView query={{ data: undefined, isError: false, refetch }}>{body}</QueryView>)
    expect(shown().querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(t('common.loading'))

    await view.rerender(<QueryView query={{ data: undefined, isError: true, refetch }}>{body}</QueryView>)
    expect(shown().querySelector('.state-title')?.textContent).toBe(t('content.load_failed'))
    await click(shown().querySelector('.state button'))
    expect(refetch).toHaveBeenCalledTimes(1)

    await view.rerender(<QueryView query={{ data: { name: 'BTC' }, isError: true, refetch }}>{body}</QueryView>)
    expect(shown().innerHTML).toBe('<p class="data">BTC</p>')
  })

  it('says a list is empty and goes to where its rows are made', async () => {
    const app = withProviders(<EmptyListView title="No orders yet" action={{ label: 'Buy now', to: '/pages/buy' }} />)
    view = await render(app.element)
    expect(shown().querySelector('.state-icon svg')).not.toBeNull()
    expect(shown().querySelector('.state-title')?.textContent).toBe('No orders yet')
    await click(shown().querySelector('.state button'))
    expect(app.router.state.location.pathname).toBe('/pages/buy')
  })
})
