const pad = (n: number) => String(n).padStart(2, '0')

/** A unix-ms time as `YYYY-MM-DD HH:MM:SS` in the browser's zone; empty for none. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms <= 0) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Who a row is about, as operators read it: `#12 (a@b.c)`, or only the part the answer carries; `–` for none. */
export function userLabel(row: { user_id?: number | null; email?: string | null; account?: string | null }): string {
  const contact = (row.email || row.account || '').trim()
  const id = typeof row.user_id === 'number' ? `#${row.user_id}` : ''
  if (id && contact) return `${id} (${contact})`
  return id || contact || '–'
}

/** The asset id of USDT, fixed by the seed (1 BTC, 2 ETH, 3 USDT…); merchant deposits are held in it. */
export const USDT_ASSET_ID = 3
