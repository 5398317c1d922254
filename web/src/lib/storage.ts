import type { User } from './types'

export const STORAGE_VERSION = 1
const PREFIX = 'mercato.'

export interface Fiat {
  currency_code: string
  rate: string
}

export const DEFAULT_FIAT: Fiat = { currency_code: 'USD', rate: '1' }

export type Theme = 'light' | 'dark'

function key(name: string): string {
  return PREFIX + name
}

function read<T>(name: string): T | null {
  try {
    const raw = localStorage.getItem(key(name))
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

function write(name: string, value: unknown): void {
  try {
    localStorage.setItem(key(name), JSON.stringify(value))
  } catch {
    // Storage can be full or disabled (private mode); the app keeps working in memory.
  }
}

function remove(name: string): void {
  try {
    localStorage.removeItem(key(name))
  } catch {
    // See write().
  }
}

function ownKeys(): string[] {
  const keys: string[] = []
  for (let i = 0; i < localStorage.length; i += 1) {
    const k = localStorage.key(i)
    if (k?.startsWith(PREFIX)) keys.push(k)
  }
  return keys
}

/** Clears the app's stored values when they were written by an older storage version. */
export function migrateStorage(): void {
  try {
    const version = read<number>('h5Version')
    const outdated = version === null ? ownKeys().length > 0 : version < STORAGE_VERSION
    if (outdated) ownKeys().forEach((k) => localStorage.removeItem(k))
    if (version !== STORAGE_VERSION) write('h5Version', STORAGE_VERSION)
  } catch {
    // No storage: nothing to migrate.
  }
}

export const storage = {
  getToken: (): string => read<string>('token') ?? '',
  setToken: (token: string) => write('token', token),
  getUser: (): User | null => read<User>('user'),
  setUser: (user: User) => write('user', user),
  getLang: (): string | null => read<string>('lang'),
  setLang: (lang: string) => write('lang', lang),
  getFiat: (): Fiat => {
    const fiat = read<Partial<Fiat>>('fiat')
    const valid = typeof fiat?.currency_code === 'string' && typeof fiat.rate === 'string'
    return valid ? { currency_code: fiat.currency_code!, rate: fiat.rate! } : DEFAULT_FIAT
  },
  setFiat: (fiat: Fiat) => write('fiat', fiat),
  getTheme: (): Theme => (read<Theme>('theme') === 'dark' ? 'dark' : 'light'),
  setTheme: (theme: Theme) => write('theme', theme),
  clearSession: () => {
    remove('token')
    remove('user')
  },
  getDismissedPopups: (): number[] => {
    const ids = read<unknown>('dismissedPopups')
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : []
  },
  setDismissedPopups: (ids: number[]) => write('dismissedPopups', ids),
  /** Whether the Trade tab shows its K-line; folded until the user opens it once. */
  getTradeChartOpen: (): boolean => read<boolean>('tradeChartOpen') === true,
  setTradeChartOpen: (open: boolean) => write('tradeChartOpen', open),
  getCachedQueries: (): unknown => read<unknown>('queries'),
  setCachedQueries: (entries: unknown) => write('queries', entries),
}
