import type { MenuEntry } from './types'
import { acceptWebUrl, webViewPath } from './webView'

export type MenuAction = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' }

/** An app route from a menu url (`/pages/...`, `#/pages/...` or `pages/...`), or null. */
export function appRoute(url: string): string | null {
  const path = url.trim().replace(/^#/, '')
  const absolute = path.startsWith('/') ? path : `/${path}`
  if (absolute === '/' || absolute.startsWith('//') || !/^\/[\w\-/.]*(\?.*)?$/.test(absolute)) return null
  return absolute
}

/** What tapping a menu entry does: open an app route (web views are routes too), the browser, or nothing. */
export function menuAction(entry: MenuEntry, label: string, origin: string = window.location.origin): MenuAction {
  const type = Number(entry.open_type)
  if (type === 1) {
    const path = appRoute(entry.url)
    return path ? { kind: 'route', path } : { kind: 'none' }
  }
  const url = acceptWebUrl(entry.url, origin)
  if (!url) return { kind: 'none' }
  if (type === 2) return { kind: 'route', path: webViewPath(url, label) }
  if (type === 3) return { kind: 'external', url }
  return { kind: 'none' }
}
