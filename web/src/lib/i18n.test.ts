import { describe, expect, it } from 'vitest'
import { changeLanguage, FALLBACK_LANG, hasLanguage, loadBundle, t, type BundleLoaders } from './i18n'
import { languageOption, LANGS, LANGUAGE_OPTIONS, type Lang } from './languages'
import { storage } from './storage'

const files = import.meta.glob<Record<string, unknown>>('../locales/*/translation.json', {
  import: 'default',
  eager: true,
})
const translations = Object.fromEntries(
  Object.entries(files).map(([path, translation]) => [path.split('/')[2], translation]),
) as Record<Lang, Record<string, unknown>>

/**
 * Strings that lazily loaded screens bring along: `features/<namespace>/locales/<lang>.json`, or for a part of a
 * feature `features/<feature>/<part>/locales/<lang>.json` under the namespace `<feature>_<part>`.
 */
const bundleFiles = import.meta.glob<Record<string, unknown>>(
  ['../features/*/locales/*.json', '../features/*/*/locales/*.json'],
  { import: 'default', eager: true },
)
const bundles: Record<string, Record<Lang, Record<string, unknown>>> = {}
for (const [path, strings] of Object.entries(bundleFiles)) {
  const parts = path.split('/')
  const namespace = parts.slice(2, -2).join('_')
  const file = parts.at(-1)!
  bundles[namespace] ??= {} as Record<Lang, Record<string, unknown>>
  bundles[namespace][file.replace(/\.json$/, '') as Lang] = strings
}

/** A language's strings with every bundle filed under its namespace, as the app finds them once loaded. */
function withBundles(lang: Lang): Record<string, unknown> {
  return { ...translations[lang], ...Object.fromEntries(Object.entries(bundles).map(([ns, b]) => [ns, b[lang]])) }
}

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other']

/** Whether a node is a text that varies with a count: an object of plural categories, `other` among them. */
function isPlural(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false
  const keys = Object.keys(value)
  return keys.includes('other') && keys.every((key) => CATEGORIES.includes(key))
}

/** The dotted keys of a tree; a text that varies with a count is one key. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || isPlural(value)) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

/** The texts of a key: one, or each plural form. */
function formsOf(value: unknown): string[] {
  return isPlural(value) ? Object.values(value) : [String(value)]
}

function lookupIn(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree)
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(leaves)
}

describe('translations', () => {
  it('never tells a user that balances and trading arrive in later releases', () => {
    const stale =
      /next release|prochaines versions|próximas versiones|后续版本|後續版本|今後のリリース|다음 릴리스|เวอร์ชันถัดไป|phiên bản tiếp theo/i
    for (const lang of LANGS) {
      expect(leaves(translations[lang]).filter((text) => stale.test(text))).toEqual([])
    }
  })

  it('has a locale file for each of the nine languages', () => {
    expect(Object.keys(translations).sort()).toEqual([...LANGS].sort())
    expect(LANGUAGE_OPTIONS.map((o) => o.value)).toEqual([...LANGS])
  })

  it.each(LANGS.filter((lang) => lang !== 'zh'))('%s has exactly the keys of zh', (lang) => {
    const reference = new Set(keysOf(translations.zh))
    const keys = new Set(keysOf(translations[lang]))
    const missing = [...reference].filter((k) => !keys.has(k))
    const extra = [...keys].filter((k) => !reference.has(k))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it('has a bundle file for each of the nine languages in every bundle, and no bundle named like a main section', () => {
    expect(Object.keys(bundles).length).toBeGreaterThan(0)
    for (const [namespace, bundle] of Object.entries(bundles)) {
      expect(`${namespace}: ${Object.keys(bundle).sort().join()}`).toBe(`${namespace}: ${[...LANGS].sort().join()}`)
      expect(Object.keys(translations.zh)).not.toContain(namespace)
    }
  })

  it.each(LANGS.filter((lang) => lang !== 'zh'))('%s has exactly the keys of zh in every bundle', (lang) => {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      const reference = new Set(keysOf(bundle.zh, namespace))
      const keys = new Set(keysOf(bundle[lang], namespace))
      const missing = [...reference].filter((k) => !keys.has(k))
      const extra = [...keys].filter((k) => !reference.has(k))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    }
  })

  it('has no empty texts in any language', () => {
    for (const lang of LANGS) expect(leaves(withBundles(lang)).filter((s) => s.trim() === '')).toEqual([])
  })

  it('keeps every interpolation placeholder of zh in the other languages and in every plural form', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join()
    const zh = withBundles('zh')
    for (const key of keysOf(zh)) {
      const reference = placeholders(formsOf(lookupIn(zh, key))[0])
      for (const lang of LANGS) {
        for (const form of formsOf(lookupIn(withBundles(lang), key))) {
          expect(`${lang}:${key}:${placeholders(form)}`).toBe(`${lang}:${key}:${reference}`)
        }
      }
    }
  })

  it('gives each text that varies with a count exactly the plural forms of its language', () => {
    for (const lang of LANGS) {
      const tree = withBundles(lang)
      const categories = new Intl.PluralRules(languageOption(lang).tag).resolvedOptions().pluralCategories
      for (const key of keysOf(tree).filter((k) => isPlural(lookupIn(tree, k)))) {
        expect(
          `${lang}:${key}:${Object.keys(lookupIn(tree, key) as object)
            .sort()
            .join()}`,
        ).toBe(`${lang}:${key}:${[...categories].sort().join()}`)
      }
    }
  })

  it('falls back to zh and switches language with storage', async () => {
    expect(FALLBACK_LANG).toBe('zh')
    expect(hasLanguage('ja')).toBe(false)
    await changeLanguage('ja')
    expect(t('tab.home')).toBe('ホーム')
    expect(storage.getLang()).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    await changeLanguage('zh')
    expect(t('tab.home')).toBe('首页')
  })
})

describe('translating', () => {
  it('fills each placeholder with its value and leaves one without a value as it is', () => {
    expect(t('tab.home', { unused: 1 })).toBe('首页')
    const key = keysOf(translations.zh).find((k) => /\{\{count\}\}/.test(String(lookupIn(translations.zh, k))))!
    const text = String(lookupIn(translations.zh, key))
    expect(t(key, { count: 7 })).toBe(text.replace('{{count}}', '7'))
    expect(t(key)).toBe(text)
  })

  it('picks the plural form of the count in the active language, and the other form without a count', async () => {
    const forms: Record<string, Record<string, string>> = {
      zh: { other: '{{count}} 个盒子' },
      en: { one: '{{count}} box', other: '{{count}} boxes' },
      fra: { one: '{{count}} boîte', many: '{{count}} de boîtes', other: '{{count}} boîtes' },
    }
    const loaders = Object.fromEntries(
      LANGS.map((lang) => [lang, () => Promise.resolve({ default: { boxes: forms[lang] ?? forms.zh } })]),
    ) as unknown as BundleLoaders
    await loadBundle('sample_plural', loaders)
    expect(t('sample_plural.boxes', { count: 1 })).toBe('1 个盒子')
    await changeLanguage('en')
    expect([0, 1, 2].map((count) => t('sample_plural.boxes', { count }))).toEqual(['0 boxes', '1 box', '2 boxes'])
    expect(t('sample_plural.boxes')).toBe('{{count}} boxes')
    await changeLanguage('fra')
    expect([0, 1, 2, 1_000_000].map((count) => t('sample_plural.boxes', { count }))).toEqual([
      '0 boîte',
      '1 boîte',
      '2 boîtes',
      '1000000 de boîtes',
    ])
    await changeLanguage('zh')
  })

  it('answers the default value, else the key itself, for an unknown key', () => {
    expect(t('menu.no_such_entry', { defaultValue: 'Staking' })).toBe('Staking')
    expect(t('menu.no_such_entry')).toBe('menu.no_such_entry')
  })
})

describe('language loading', () => {
  it('starts with only the stored language and fetches another one when switching to it', async () => {
    expect(hasLanguage('zh')).toBe(true)
    expect(hasLanguage('kor')).toBe(false)
    await changeLanguage('kor')
    expect(t('tab.home')).toBe((translations.kor.tab as Record<string, string>).home)
    await changeLanguage('zh')
    expect(t('tab.home')).toBe('首页')
  })
})

describe('bundles of lazily loaded screens', () => {
  const loaders = Object.fromEntries(
    LANGS.map((lang) => [lang, () => Promise.resolve({ default: { title: `title in ${lang}` } })]),
  ) as unknown as BundleLoaders

  it('finds a bundle’s strings under its namespace once loaded, and in a language switched to afterwards', async () => {
    expect(t('sample_bundle.title')).toBe('sample_bundle.title')
    await loadBundle('sample_bundle', loaders)
    expect(t('sample_bundle.title')).toBe('title in zh')
    expect(t('tab.home')).toBe('首页')
    await changeLanguage('th')
    expect(t('sample_bundle.title')).toBe('title in th')
    expect(t('tab.home')).toBe((translations.th.tab as Record<string, string>).home)
    await changeLanguage('zh')
    expect(t('sample_bundle.title')).toBe('title in zh')
  })
})

describe('translation keys used in the code', () => {
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })

  it('all exist in the zh locale', () => {
    const known = new Set(keysOf(withBundles('zh')))
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/\bt(?:ranslate)?\(\s*'([a-z_]+(?:\.[a-z_]+)+)'/g)].map((m) => m[1]),
    )
    expect(used.length).toBeGreaterThan(50)
    expect(used.filter((key) => !known.has(key))).toEqual([])
  })
})
