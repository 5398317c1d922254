import { afterEach, describe, expect, it } from 'vitest'
import { t } from '@/lib/i18n'
import { withProviders } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { HistoryTitle } from './HistoryTitle'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('history title', () => {
  it('titles a section and links to its history with the more link unless told another class', async () => {
    view = await render(
      withProviders(
        <>
          <HistoryTitle title="Positions" to="/pages/contract/orders" />
          <HistoryTitle title="Open orders" to="/pages/trade/orders" linkClassName="home-more" />
        </>,
      ).element,
    )
    const titles = [...view.container.querySelectorAll('h3.section-title')]
    expect(titles.map((h) => h.firstChild?.textContent)).toEqual(['Positions', 'Open orders'])
    const links = titles.map((h) => h.querySelector('a')!)
    expect(links.map((a) => a.className)).toEqual(['more-link', 'home-more'])
    expect(links.map((a) => a.textContent)).toEqual([t('trade.history'), t('trade.history')])
    expect(links[0].getAttribute('href')).toContain('/pages/contract/orders')
    expect(links[0].querySelector('svg')).not.toBeNull()
  })
})
