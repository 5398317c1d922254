import { useSyncExternalStore } from 'react'
import en from '../locales/en'
import { groupAmount } from './format'
import zh from '../locales/zh'

/** The console speaks English and Simplified Chinese; the server is asked for the same language. */
export const LANGS = ['en', 'zh'] as const
export type Lang = (typeof LANGS)[number]

export const LANG_KEY = 'mercato.console.lang'

/** The locale a language writes numbers in (thousands and decimal separators). */
export const LOCALES: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN' }

type Dict = typeof en
/** Every text of the console, as `section.name`. */
export type TextKey = { [S in keyof Dict]: `${S & string}.${keyof Dict[S] & string}` }[keyof Dict]

const dictionaries: Record<Lang, Dict> = { en, zh }

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

function initialLang(): Lang {
  try {
    const stored = localStorage.getItem(LANG_KEY)
    if (isLang(stored)) return stored
  } catch {
    // No storage: fall back to the browser's language.
  }
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en'
}

let current: Lang = initialLang()
const listeners = new Set<() => void>()

export function getLang(): Lang {
  return current
}

export function setLang(lang: Lang): void {
  current = lang
  try {
    localStorage.setItem(LANG_KEY, lang)
  } catch {
    // The choice then lasts as long as the page.
  }
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en'
  listeners.forEach((listener) => listener())
}

/** The text of `key` in `lang`, with `{name}` replaced from `vars`. */
export function translate(lang: Lang, key: TextKey, vars: Record<string, string | number> = {}): string {
  const [section, name] = key.split('.') as [keyof Dict, string]
  const text = (dictionaries[lang][section] as Record<string, string>)[name] ?? key
  return text.replace(/\{(\w+)\}/g, (whole, v: string) => (v in vars ? String(vars[v]) : whole))
}

export function t(key: TextKey, vars?: Record<string, string | number>): string {
  return translate(current, key, vars)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current language, its translator and its way of writing amounts; re-renders on a switch. */
export function useI18n() {
  const lang = useSyncExternalStore(subscribe, getLang, getLang)
  return {
    lang,
    t: (key: TextKey, vars?: Record<string, string | number>) => translate(lang, key, vars),
    /** A decimal amount grouped by thousands in the language's locale: `1,000.5`. */
    amount: (value: string | number) => groupAmount(value, LOCALES[lang]),
  }
}
