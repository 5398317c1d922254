import {
  createContext,
  use,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'

/**
 * The app's router: the hash holds the route (`#/pages/market/market?tab=stock`), screens navigate, read the query
 * and link. The app's routes are fixed paths, so this small module replaces react-router.
 */

export interface Location {
  pathname: string
  search: string
  /** `default` for the entry the app opened on, a fresh key for each entry pushed or replaced since. */
  key: string
}

/** How the current entry was reached: opened or gone back/forward to (POP), pushed, or replaced. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export interface NavigateOptions {
  replace?: boolean
}

export interface History {
  /** The current entry and how it was reached; a new object on every change. */
  readonly state: { location: Location; action: NavigationType }
  /** Goes to a path (`/pages/…?query`), or back when given -1. */
  navigate: (to: string | number, options?: NavigateOptions) => void
  listen: (listener: () => void) => () => void
  /** The `href` of a link to `to`. */
  createHref: (to: string) => string
}

function parse(path: string, key: string): Location {
  const at = path.indexOf('?')
  const pathname = (at < 0 ? path : path.slice(0, at)) || '/'
  const search = at < 0 || at === path.length - 1 ? '' : path.slice(at)
  return { pathname, search, key }
}

let keys = 0
const freshKey = () => `${Date.now().toString(36)}${(keys += 1).toString(36)}`

function listeners() {
  const set = new Set<() => void>()
  return {
    listen: (listener: () => void) => {
      set.add(listener)
      return () => void set.delete(listener)
    },
    emit: () => set.forEach((listener) => listener()),
  }
}

/**
 * The browser's history, the route in the hash. Each entry the app pushes or replaces keeps its key and its index
 * (`idx`, 0 for the entry the app opened on) in `history.state`, as react-router did, so that a screen can tell
 * whether going back stays in the app (`canGoBack` in src/components/Page.tsx).
 */
export function hashHistory(): History {
  const { listen, emit } = listeners()
  type Entry = { key?: unknown; idx?: unknown } | null
  const stored = () => window.history.state as Entry
  if (typeof stored()?.idx !== 'number') window.history.replaceState({ ...stored(), idx: 0 }, '')
  const read = (action: NavigationType): History['state'] => {
    const key = stored()?.key
    return {
      location: parse(window.location.hash.replace(/^#/, ''), typeof key === 'string' ? key : 'default'),
      action,
    }
  }
  let state = read('POP')
  window.addEventListener('popstate', () => {
    state = read('POP')
    emit()
  })
  return {
    get state() {
      return state
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        window.history.go(to)
        return
      }
      const key = freshKey()
      const idx = Number(stored()?.idx ?? 0)
      if (options?.replace) window.history.replaceState({ key, idx }, '', `#${to}`)
      else window.history.pushState({ key, idx: idx + 1 }, '', `#${to}`)
      state = { location: parse(to, key), action: options?.replace ? 'REPLACE' : 'PUSH' }
      emit()
    },
    listen,
    createHref: (to) => `#${to}`,
  }
}

/** A history in memory, for tests: starts at `initial`, going back steps through the entries pushed. */
export function memoryHistory(initial: string): History {
  const { listen, emit } = listeners()
  const entries = [parse(initial, 'default')]
  let index = 0
  let state: History['state'] = { location: entries[0], action: 'POP' }
  return {
    get state() {
      return state
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        index = Math.min(Math.max(index + to, 0), entries.length - 1)
        state = { location: entries[index], action: 'POP' }
      } else {
        const location = parse(to, freshKey())
        if (options?.replace) entries[index] = location
        else {
          index += 1
          entries.splice(index, entries.length, location)
        }
        state = { location, action: options?.replace ? 'REPLACE' : 'PUSH' }
      }
      emit()
    },
    listen,
    createHref: (to) => to,
  }
}

const RouterContext = createContext<History | null>(null)

function useHistory(): History {
  const history = use(RouterContext)
  if (!history) throw new Error('A route hook is used outside <Router>.')
  return history
}

function useRouterState(): History['state'] {
  const history = useHistory()
  return useSyncExternalStore(history.listen, () => history.state)
}

/** Provides `history` to the route hooks below it. */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  return <RouterContext value={history}>{children}</RouterContext>
}

export function useLocation(): Location {
  return useRouterState().location
}

export function useNavigationType(): NavigationType {
  return useRouterState().action
}

export function useNavigate(): History['navigate'] {
  return useHistory().navigate
}

/** The current query and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string>, options?: NavigateOptions) => void,
] {
  const history = useHistory()
  const { pathname, search } = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = (next: Record<string, string>, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString()
    history.navigate(query ? `${pathname}?${query}` : pathname, options)
  }
  return [params, set]
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }

/** An anchor to a route: a plain click navigates in the app, a modified click is left to the browser. */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const { navigate, createHref } = useHistory()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey || (rest.target && rest.target !== '_self')) return
    event.preventDefault()
    navigate(to, { replace })
  }
  return (
    <a {...rest} href={createHref(to)} onClick={follow}>
      {children}
    </a>
  )
}
