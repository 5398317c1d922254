import { create } from 'zustand'
import { changeLanguage, storedLang } from './i18n'
import type { Lang } from './languages'
import { storage, type Fiat, type Theme } from './storage'
import type { SiteConfig, User } from './types'

interface SessionState {
  siteConfig: SiteConfig | null
  token: string
  user: User | null
  lang: Lang
  theme: Theme
  /** The display currency of every "≈" estimate, with its last known rate per US dollar. */
  fiat: Fiat
  setSiteConfig: (config: SiteConfig) => void
  setSession: (token: string) => void
  setUser: (user: User) => void
  clearSession: () => void
  setLang: (lang: Lang) => Promise<void>
  setTheme: (theme: Theme) => void
  setFiat: (fiat: Fiat) => void
}

export const useSession = create<SessionState>()((set) => ({
  siteConfig: null,
  token: storage.getToken(),
  user: storage.getUser(),
  lang: storedLang(),
  theme: storage.getTheme(),
  fiat: storage.getFiat(),
  setSiteConfig: (siteConfig) => set({ siteConfig }),
  setSession: (token) => {
    storage.setToken(token)
    set({ token })
  },
  setUser: (user) => {
    storage.setUser(user)
    set({ user })
  },
  clearSession: () => {
    storage.clearSession()
    set({ token: '', user: null })
  },
  setLang: async (lang) => {
    await changeLanguage(lang)
    set({ lang })
  },
  setTheme: (theme) => {
    storage.setTheme(theme)
    set({ theme })
  },
  setFiat: (fiat) => {
    storage.setFiat(fiat)
    set({ fiat })
  },
}))

export const selectIsLoggedIn = (state: SessionState): boolean => state.token !== ''
