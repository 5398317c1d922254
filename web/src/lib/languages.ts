export const LANGS = ['zh', 'hk', 'en', 'fra', 'spa', 'ja', 'th', 'kor', 'vn'] as const

export type Lang = (typeof LANGS)[number]

export const DEFAULT_LANG: Lang = 'zh'

export interface LanguageOption {
  value: Lang
  /** Name in the language itself. */
  option_name: string
  en_name: string
  tw_name: string
  /** BCP 47 tag for the document and for Intl. */
  tag: string
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: 'zh', option_name: '简体中文', en_name: 'Simplified Chinese', tw_name: '簡體中文', tag: 'zh-CN' },
  { value: 'hk', option_name: '繁體中文', en_name: 'Traditional Chinese', tw_name: '繁體中文', tag: 'zh-HK' },
  { value: 'en', option_name: 'English', en_name: 'English', tw_name: '英文', tag: 'en' },
  { value: 'fra', option_name: 'Français', en_name: 'French', tw_name: '法文', tag: 'fr' },
  { value: 'spa', option_name: 'Español', en_name: 'Spanish', tw_name: '西班牙文', tag: 'es' },
  { value: 'ja', option_name: '日本語', en_name: 'Japanese', tw_name: '日文', tag: 'ja' },
  { value: 'th', option_name: 'ไทย', en_name: 'Thai', tw_name: '泰文', tag: 'th' },
  { value: 'kor', option_name: '한국어', en_name: 'Korean', tw_name: '韓文', tag: 'ko' },
  { value: 'vn', option_name: 'Tiếng Việt', en_name: 'Vietnamese', tw_name: '越南文', tag: 'vi' },
]

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

export function languageOption(lang: Lang): LanguageOption {
  return LANGUAGE_OPTIONS.find((o) => o.value === lang) ?? LANGUAGE_OPTIONS[0]
}
