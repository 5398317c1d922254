import { use, useSyncExternalStore } from 'react'
import { DEFAULT_LANG, isLang, languageOption, type Lang } from './languages'
import { storage } from './storage'

export type Translation = { [key: string]: string | Translation }

/**
 * Values for a text's `{{name}}` placeholders; `count` also picks the plural form of a text that varies with it, and
 * `defaultValue` is shown when the key is unknown.
 */
export type TranslateOptions = { defaultValue?: string } & Record<string, unknown>

/** One chunk per language: only the active one is fetched at start, the others when the user switches to them. */
const LOADERS: Record<Lang, () => Promise<{ default: Translation }>> = {
  zh: () => import('@/locales/zh/translation.json'),
  hk: () => import('@/locales/hk/translation.json'),
  en: () => import('@/locales/en/translation.json'),
  fra: () => import('@/locales/fra/translation.json'),
  spa: () => import('@/locales/spa/translation.json'),
  ja: () => import('@/locales/ja/translation.json'),
  th: () => import('@/locales/th/translation.json'),
  kor: () => import('@/locales/kor/translation.json'),
  vn: () => import('@/locales/vn/translation.json'),
}

/** Every language has exactly the keys of zh (a unit test checks it), so the fallback is never fetched for keys. */
export const FALLBACK_LANG: Lang = DEFAULT_LANG

const loaded = new Map<Lang, Translation>()
const listeners = new Set<() => void>()

export function storedLang(): Lang {
  const lang = storage.getLang()
  return isLang(lang) ? lang : DEFAULT_LANG
}

let active: Lang = storedLang()

function applyDocumentLang(lang: Lang): void {
  document.documentElement.lang = languageOption(lang).tag
}

const pluralRules = new Map<Lang, Intl.PluralRules>()

/** The plural category (`one`, `few`, `many`, `other`…) a language uses for `count`. */
function pluralCategory(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(languageOption(lang).tag)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

/**
 * The text of `key` in `lang`. A text that varies with a count is an object of the language's plural categories
 * (`{ "one": …, "other": … }`): the form of `count` is taken, `other` without a count.
 */
function lookup(lang: Lang, key: string, count: unknown): string | undefined {
  let node: string | Translation | undefined = loaded.get(lang)
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  if (typeof node === 'object') {
    const form = typeof count === 'number' && Number.isFinite(count) ? node[pluralCategory(lang, count)] : undefined
    node = form ?? node.other
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The text of `key` (dotted path) in `lang`, else in the fallback language, else `defaultValue`, else the key itself,
 * in the plural form of `options.count` when it varies with a count; `{{name}}` placeholders take the values of
 * `options` (a missing value leaves its placeholder).
 */
function translate(lang: Lang, key: string, options?: TranslateOptions): string {
  const count = options?.count
  const text = lookup(lang, key, count) ?? lookup(FALLBACK_LANG, key, count) ?? options?.defaultValue ?? key
  if (!options) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    options[name] === undefined || options[name] === null ? placeholder : String(options[name]),
  )
}

export type TFunction = (key: string, options?: TranslateOptions) => string

const translators = new Map<Lang, TFunction>()

/** A stable translate function per language, so that a component's `t` changes only when the language does. */
function translatorFor(lang: Lang): TFunction {
  let found = translators.get(lang)
  if (!found) {
    found = (key, options) => translate(lang, key, options)
    translators.set(lang, found)
  }
  return found
}

/** Whether a language's strings have been fetched. */
export function hasLanguage(lang: Lang): boolean {
  return loaded.has(lang)
}

/** The language texts are shown in. */
export function activeLang(): Lang {
  return active
}

/** Fetches a language's strings once. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (loaded.has(lang)) return
  const { default: translation } = await LOADERS[lang]()
  loaded.set(lang, translation)
  for (const listener of listeners) listener()
}

applyDocumentLang(active)

/** Settles once the stored language's strings are in: the app renders after it, so no key ever shows. */
export const i18nReady: Promise<void> = loadLanguage(active)

/** One chunk per language of a part of the app's strings. */
export type BundleLoaders = Record<Lang, () => Promise<{ default: Translation }>>

const bundles = new Map<string, BundleLoaders>()

/** Fetches a bundle's strings in `lang` once and files them under `namespace` beside that language's own. */
async function loadBundleIn(lang: Lang, namespace: string, loaders: BundleLoaders): Promise<void> {
  await loadLanguage(lang)
  if (typeof loaded.get(lang)?.[namespace] === 'object') return
  const { default: strings } = await loaders[lang]()
  loaded.set(lang, { ...loaded.get(lang), [namespace]: strings })
  for (const listener of listeners) listener()
}

/**
 * Strings that only lazily loaded screens show, kept out of the start-up chunk: `namespace.key` finds them once this
 * settles. They are fetched in the active language now and in another one before the app switches to it.
 */
export function loadBundle(namespace: string, loaders: BundleLoaders): Promise<void> {
  bundles.set(namespace, loaders)
  return loadBundleIn(active, namespace, loaders)
}

/**
 * A hook that suspends a lazily loaded screen (the route's loading view shows) until its bundle's strings are in;
 * a failed fetch is tried again on the next render (the route's retry). It returns the translator, as `useTranslation`.
 */
export function bundleHook(namespace: string, loaders: BundleLoaders): () => ReturnType<typeof useTranslation> {
  let pending: Promise<void> | null = null
  const strings = (): Promise<void> => {
    pending ??= loadBundle(namespace, loaders).catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
  return () => {
    use(strings())
    return useTranslation()
  }
}

/** Switches the interface language; the next requests carry it in their `lang` field. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang)
  await Promise.all([...bundles].map(([namespace, loaders]) => loadBundleIn(lang, namespace, loaders)))
  storage.setLang(lang)
  applyDocumentLang(lang)
  active = lang
  for (const listener of listeners) listener()
}

/** Translates in the active language (for code outside components). */
export const t: TFunction = (key, options) => translate(active, key, options)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The active language's translate function; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: { language: Lang } } {
  const lang = useSyncExternalStore(subscribe, activeLang)
  return { t: translatorFor(lang), i18n: { language: lang } }
}
