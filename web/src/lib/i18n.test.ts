import { describe, expect, it } from 'vitest'
import i18next, { changeLanguage, translations } from './i18n'
import { LANGS, LANGUAGE_OPTIONS } from './languages'
import { storage } from './storage'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(leaves)
}

describe('translations', () => {
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

  it('has no empty texts in any language', () => {
    for (const lang of LANGS) expect(leaves(translations[lang]).filter((s) => s.trim() === '')).toEqual([])
  })

  it('keeps every interpolation placeholder of zh in the other languages', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join()
    const zh = translations.zh
    for (const key of keysOf(zh)) {
      const get = (tree: unknown) =>
        key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree)
      for (const lang of LANGS) {
        expect(`${lang}:${key}:${placeholders(String(get(translations[lang])))}`).toBe(
          `${lang}:${key}:${placeholders(String(get(zh)))}`,
        )
      }
    }
  })

  it('falls back to zh and switches language with storage', async () => {
    expect(i18next.options.fallbackLng).toEqual(['zh'])
    await changeLanguage('ja')
    expect(i18next.t('tab.home')).toBe('ホーム')
    expect(storage.getLang()).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    await changeLanguage('zh')
    expect(i18next.t('tab.home')).toBe('首页')
  })
})

describe('translation keys used in the code', () => {
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })

  it('all exist in the zh locale', () => {
    const known = new Set(keysOf(translations.zh))
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/\bt(?:ranslate)?\(\s*'([a-z_]+(?:\.[a-z_]+)+)'/g)].map((m) => m[1]),
    )
    expect(used.length).toBeGreaterThan(50)
    expect(used.filter((key) => !known.has(key))).toEqual([])
  })
})
