/** The server's answer envelope (`{type:"ok",message}` or `{type:"error",message,error,field?}`; `"999"` ends a session). */
export interface Envelope {
  type: string
  message: unknown
  error?: string
  field?: string
}

export type Fields = Record<string, string | number | boolean | null | undefined>

/** A failed call: `code` is the server's error code, or `network`, `http_<status>` or `bad_response`. */
export class ApiError extends Error {
  readonly code: string
  readonly field?: string

  constructor(code: string, message: string, field?: string) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.field = field
  }
}

export interface ApiDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  getToken: () => string
  getLang: () => string
  /** Called when the server says the session is over (type 999), before the error is thrown. */
  onSessionInvalid: () => void
  /** The client's own text for failures the server did not describe. */
  translate: (key: 'errors.network' | 'errors.bad_response' | 'errors.http') => string
}

/** Reads an envelope: answers its payload when it is `ok`, else throws the server's code, localized message and field. */
export function unwrap<T>(body: unknown, fallback: string): T {
  if (body === null || typeof body !== 'object' || !('type' in body)) throw new ApiError('bad_response', fallback)
  const envelope = body as Envelope
  if (envelope.type === 'ok') return envelope.message as T
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : fallback
  const code = envelope.error ?? (envelope.type === '999' ? 'session_invalid' : 'unknown')
  throw new ApiError(code, message, envelope.field)
}

/** The `id` a create call answers (`{id: 14}`), or null when its answer carries none. */
export function answeredId(answer: unknown): number | null {
  if (answer === null || typeof answer !== 'object') return null
  const id = (answer as { id?: unknown }).id
  return typeof id === 'number' ? id : null
}

/** Form-encodes fields, leaving out absent ones; flags travel as 1 and 0. */
export function encode(fields: Fields): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  }
  return form
}

export function createApi(deps: ApiDeps) {
  async function send<T>(url: string, init: RequestInit): Promise<T> {
    const headers = new Headers(init.headers)
    headers.set('Accept', 'application/json')
    const token = deps.getToken()
    if (token) headers.set('Authorization', token)
    let response: Response
    try {
      response = await deps.fetch(url, { ...init, headers })
    } catch {
      throw new ApiError('network', deps.translate('errors.network'))
    }
    if (!response.ok)
      throw new ApiError(`http_${response.status}`, `${deps.translate('errors.http')} ${response.status}`)
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new ApiError('bad_response', deps.translate('errors.bad_response'))
    }
    try {
      return unwrap<T>(body, deps.translate('errors.bad_response'))
    } catch (error) {
      if (error instanceof ApiError && error.code === 'session_invalid') deps.onSessionInvalid()
      throw error
    }
  }

  return {
    /** A read: the fields and `lang` travel in the query string. */
    get<T>(path: string, fields: Fields = {}): Promise<T> {
      const query = encode({ ...fields, lang: deps.getLang() })
      return send<T>(`${path}?${query.toString()}`, { method: 'GET' })
    },
    /** A change: the fields and `lang` travel as a form body. */
    post<T>(path: string, fields: Fields = {}): Promise<T> {
      return send<T>(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encode({ ...fields, lang: deps.getLang() }).toString(),
      })
    },
    /** A picture upload as multipart `file`. */
    upload<T>(path: string, file: Blob, name: string): Promise<T> {
      const form = new FormData()
      form.append('file', file, name)
      form.append('lang', deps.getLang())
      return send<T>(path, { method: 'POST', body: form, headers: { 'Accept-Language': deps.getLang() } })
    },
    /** A file that needs the operator's token (a private upload), as a Blob. */
    async blob(path: string, fields: Fields): Promise<Blob> {
      const headers = new Headers({ 'Accept-Language': deps.getLang() })
      const token = deps.getToken()
      if (token) headers.set('Authorization', token)
      const query = encode({ ...fields, lang: deps.getLang() })
      let response: Response
      try {
        response = await deps.fetch(`${path}?${query.toString()}`, { method: 'GET', headers })
      } catch {
        throw new ApiError('network', deps.translate('errors.network'))
      }
      if (!response.ok)
        throw new ApiError(`http_${response.status}`, `${deps.translate('errors.http')} ${response.status}`)
      const type = response.headers.get('content-type') ?? ''
      // Refusals (a role that may not look, an expired session) come back as an envelope, not a picture.
      if (type.includes('json')) {
        const body: unknown = await response.json()
        try {
          unwrap(body, deps.translate('errors.bad_response'))
        } catch (error) {
          if (error instanceof ApiError && error.code === 'session_invalid') deps.onSessionInvalid()
          throw error
        }
        throw new ApiError('bad_response', deps.translate('errors.bad_response'))
      }
      return response.blob()
    },
  }
}

export type Api = ReturnType<typeof createApi>
