import type { components } from '@/api/schema'

/** The named schemas of the OpenAPI document (`docs/api/openapi.json`), generated into `src/api/schema.d.ts`. */
export type Schemas = components['schemas']

/** Response envelope of the API (API contract §2). */
export interface Envelope<T = unknown> {
  type?: string
  code?: number
  message?: T
  msg?: string
  error?: string
  field?: string
  data?: unknown
}

/** The signed-in user (`/user/info`). */
export type User = Schemas['UserInfo']

export type SiteConfig = Schemas['SiteConfig']

/** A news row (API contract §5.0): announcements (c_id 4), banners (5) and the single pages; `content` is sanitised
 * HTML, left out in lists. */
export type News = Schemas['News']

/** The ListPage shape of paged endpoints (API contract §4), for any row type. */
export type ListPage<T> = Omit<Schemas['NewsListPage'], 'list'> & { list: T[] }

/** `/real/state` (API contract §5.3). Review codes: 0 none, 1 reviewing, 2 passed, 3 rejected. */
export type RealState = Schemas['RealState']
