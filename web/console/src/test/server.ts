/** A JSON answer of the server, with `status` (200 unless told). */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A success of the console API: `message` in the server's envelope, as the request wrapper reads it. */
export const answer = (message: unknown) => json({ type: 'ok', message })

/** Every row of a paged admin list on its one page, as the server answers the first page. */
export const page = <T>(data: T[]) => ({ current_page: 1, data, last_page: 1, per_page: 20, total: data.length })
