import { useSyncExternalStore } from 'react'

/** Hash routes (`#/users`), so that every screen loads from the console's one index.html. */
export interface Route {
  path: string
  query: URLSearchParams
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '')
  const [path, search = ''] = raw.split('?', 2)
  return { path: path === '' ? '/' : path, query: new URLSearchParams(search) }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener)
  return () => window.removeEventListener('hashchange', listener)
}

const getHash = () => window.location.hash

export function useRoute(): Route {
  return parseHash(useSyncExternalStore(subscribe, getHash, getHash))
}

export function navigate(path: string): void {
  window.location.hash = path
}
