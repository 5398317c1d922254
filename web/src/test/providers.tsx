import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { memoryHistory, Router, useLocation } from '@/lib/router'

/** A query client for one test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

/** `node` at its route, anything else at any other path. */
export function RouteSwitch({ routes, otherwise }: { routes: Record<string, ReactNode>; otherwise: ReactNode }) {
  const { pathname } = useLocation()
  return pathname in routes ? routes[pathname] : otherwise
}

/** `node` at `path` inside a memory router and a query client; other paths render "elsewhere". */
export function withProviders(node: ReactNode, { path = '/', client = testQueryClient() } = {}) {
  const router = memoryHistory(path)
  const element = (
    <QueryClientProvider client={client}>
      <Router history={router}>
        <RouteSwitch routes={{ [path.split('?')[0]]: node }} otherwise={<p>elsewhere</p>} />
      </Router>
    </QueryClientProvider>
  )
  return { element, router, client }
}
