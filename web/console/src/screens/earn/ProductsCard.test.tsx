import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { setLang } from '../../lib/i18n'
import { render, waitFor } from '../../test/render'
import { answer } from '../../test/server'
import { ProductsCard } from './ProductsCard'

interface Row {
  id: number
  name: string
  status: number
  currency_name: string
  demo: boolean
  created_at: number
  days: number
}

const row = (fields: Partial<Row>): Row => ({
  id: 1,
  name: 'Flex 30',
  status: 0,
  currency_name: 'USDT',
  demo: false,
  created_at: Date.UTC(2026, 2, 1, 10, 0, 0),
  days: 30,
  ...fields,
})

/** A list query as the card reads it. */
const query = (fields: Partial<UseQueryResult<Row[], Error>>) =>
  ({ isError: false, isLoading: false, error: null, data: undefined, ...fields }) as UseQueryResult<Row[], Error>

async function show(products: UseQueryResult<Row[], Error>, kind: 'lockming' | 'dual' = 'lockming') {
  setLang('en')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer({ timezone: '+02:00' })),
  )
  await render(
    <ProductsCard<Row>
      products={products}
      kind={kind}
      refreshes={['products']}
      width={1200}
      name={{ width: 180, tags: (r) => <em>{`tag ${r.id}`}</em> }}
      terms={[{ title: 'Term', key: 'term', render: (_, r) => `${r.days} d` }]}
      after={kind === 'dual' ? [{ title: 'Settles', key: 'settles', render: () => 'soon' }] : []}
    />,
  )
}

const headers = () => [...document.querySelectorAll('.earn-products th')].map((th) => th.textContent)
const cells = (id: number) => [...document.querySelectorAll(`tr[data-row-key="${id}"] td`)].map((td) => td.textContent)

describe('earn products card', () => {
  it('lists products with the shared columns around the kind’s own and offers the sale action that fits each', async () => {
    await show(query({ data: [row({ id: 2, status: 1, demo: true }), row({ id: 1 }), row({ id: 3, status: 2 })] }))
    await waitFor(() => expect(headers()).toContain('Created (UTC+2)'))
    expect(headers()).toEqual(['ID', 'Name', 'Asset', 'Term', 'Status', 'Created (UTC+2)', 'Actions'])
    expect(cells(2)).toEqual(['2', 'Flex 30tag 2Demo', 'USDT', '30 d', 'On sale', '2026-03-01 12:00:00', 'Close'])
    expect(cells(1).slice(4)).toEqual(['Not on sale', '2026-03-01 12:00:00', 'Put on sale'])
    expect(cells(3).slice(4)).toEqual(['Closed', '2026-03-01 12:00:00', ''])
  })

  it('puts a dual product’s own columns after its status and says a closed one’s sale is over', async () => {
    await show(query({ data: [row({ id: 3, status: 2 })] }), 'dual')
    await waitFor(() => expect(headers()).toContain('Created (UTC+2)'))
    expect(headers()).toEqual(['ID', 'Name', 'Asset', 'Term', 'Status', 'Settles', 'Created (UTC+2)', 'Actions'])
    expect(cells(3).slice(4, 6)).toEqual(['Sale over', 'soon'])
  })

  it('says why the list could not be read', async () => {
    await show(query({ isError: true, error: new Error('Not allowed') }))
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('Not allowed')
  })
})
