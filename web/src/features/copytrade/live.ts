import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { copyKeys } from './keys'

/*
 * A private `position` push (a copy opened, closed or kept) reloads the copy-trading queries: the open copies, the
 * followed traders' copy counts and profits, and the figures.
 */

export function copyFeed(client: QueryClient): Feed {
  return {
    key: 'copytrade',
    events: { position: () => void client.invalidateQueries({ queryKey: copyKeys.all }) },
  }
}
