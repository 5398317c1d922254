/** Absolute address of a file path from the API (logos, avatars), or '' for none. */
export function fileUrl(path: string | undefined): string {
  if (!path) return ''
  if (/^(https?:\/\/|data:|blob:)/.test(path)) return path
  return window.location.origin + (path.startsWith('/') ? path : `/${path}`)
}
