import { afterEach, describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { OfferPage } from './OfferPage'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

type Offer = { data: { name: string } | undefined; isPending: boolean; fetchStatus: string }

async function show(offer: Offer) {
  const { element } = withProviders(
    <OfferPage
      title="Dual investment"
      orders={{ to: '/pages/mine', label: 'Mine' }}
      offer={offer}
      missing={{ icon: <i className="missing-icon" />, title: 'No such product' }}
    >
      {(data) => <p className="offer-name">{data.name}</p>}
    </OfferPage>,
  )
  view = await render(element)
  return view.container
}

describe('offer page', () => {
  it('shows the offer inside the earn frame, with the link to the orders at the top', async () => {
    const page = await show({ data: { name: 'BTC high sell' }, isPending: false, fetchStatus: 'idle' })
    expect(page.querySelector('.page-nav')?.textContent).toContain('Dual investment')
    const link = page.querySelector<HTMLAnchorElement>('a.earn-nav-link')
    expect(link?.textContent).toBe('Mine')
    expect(link?.getAttribute('href')).toContain('/pages/mine')
    expect(page.querySelector('.page-body > .earn > .offer-name')?.textContent).toBe('BTC high sell')
  })

  it('says it is loading while the offer is read', async () => {
    const page = await show({ data: undefined, isPending: true, fetchStatus: 'fetching' })
    expect(page.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe(t('common.loading'))
    expect(page.querySelector('.earn')).toBeNull()
  })

  it('says there is no such offer when the read is over without one, or never started', async () => {
    const page = await show({ data: undefined, isPending: true, fetchStatus: 'idle' })
    expect(page.querySelector('.state .missing-icon')).not.toBeNull()
    expect(page.querySelector('.state-title')?.textContent).toBe('No such product')
    expect(page.querySelector('[role="status"]')).toBeNull()
  })
})
