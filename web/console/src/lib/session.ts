import { useSyncExternalStore } from 'react'

/** The signed-in operator's token, kept for this browser tab only (sessionStorage), never in localStorage. */
export const TOKEN_KEY = 'mercato.console.token'

const listeners = new Set<() => void>()

function read(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? ''
  } catch {
    return ''
  }
}

let token = read()

function emit(): void {
  listeners.forEach((listener) => listener())
}

export function getToken(): string {
  return token
}

export function setToken(value: string): void {
  token = value
  try {
    if (value) sessionStorage.setItem(TOKEN_KEY, value)
    else sessionStorage.removeItem(TOKEN_KEY)
  } catch {
    // Storage can be off (private modes); the token then lasts as long as the page.
  }
  emit()
}

export function clearToken(): void {
  setToken('')
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToken(): string {
  return useSyncExternalStore(subscribe, getToken, getToken)
}
