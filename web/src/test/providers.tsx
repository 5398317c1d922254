import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

/** A query client for one test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

/** `node` at `path` inside a memory router and a query client; other paths render their name. */
export function withProviders(node: ReactNode, { path = '/', client = testQueryClient() } = {}) {
  const route = path.split('?')[0]
  const router = createMemoryRouter(
    [
      { path: route, element: node },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  const element = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
  return { element, router, client }
}
