import { ROUTES } from '@/lib/navigation'

/**
 * The address a web view may show: a path of this site or an absolute http(s) address, as an absolute URL.
 * Anything else (`javascript:`, `data:`, `file:`, addresses with credentials, garbage) gives null.
 */
export function acceptWebUrl(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  const text = (raw ?? '').trim()
  if (text === '') return null
  let url: URL
  try {
    url = new URL(text, origin)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  return url.href
}

/** Route of the web view screen showing `url` under `title`. */
export function webViewPath(url: string, title = ''): string {
  const query = new URLSearchParams({ url })
  if (title) query.set('title', title)
  return `${ROUTES.webView}?${query.toString()}`
}

/** Route of the news detail screen of `id`. */
export function articlePath(id: number): string {
  return `${ROUTES.article}?id=${id}`
}

/** Route of the announcement detail screen of `id`. */
export function noticePath(id: number): string {
  return `${ROUTES.ggDetail}?id=${id}`
}

/** A positive integer id from a route parameter, or null. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
