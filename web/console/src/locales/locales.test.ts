import { describe, expect, it } from 'vitest'
import { translate } from '../lib/i18n'
import en from './en'
import zh from './zh'

const keys = (dict: Record<string, Record<string, string>>) =>
  Object.entries(dict).flatMap(([section, texts]) => Object.keys(texts).map((name) => `${section}.${name}`))

describe('the console texts', () => {
  it('has every English text in Chinese too, none of them empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort())
    for (const dict of [en, zh]) {
      for (const section of Object.values(dict))
        for (const text of Object.values(section)) expect(text.trim()).not.toBe('')
    }
  })

  it('fills in named values', () => {
    expect(translate('en', 'common.total', { total: 12 })).toBe('12 in all')
    expect(translate('zh', 'common.total', { total: 12 })).toBe('共 12 条')
  })
})
