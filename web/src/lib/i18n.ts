import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '@/locales/en/translation.json'
import fra from '@/locales/fra/translation.json'
import hk from '@/locales/hk/translation.json'
import ja from '@/locales/ja/translation.json'
import kor from '@/locales/kor/translation.json'
import spa from '@/locales/spa/translation.json'
import th from '@/locales/th/translation.json'
import vn from '@/locales/vn/translation.json'
import zh from '@/locales/zh/translation.json'
import { DEFAULT_LANG, isLang, languageOption, type Lang } from './languages'
import { storage } from './storage'

export const translations: Record<Lang, Record<string, unknown>> = { zh, hk, en, fra, spa, ja, th, kor, vn }

export function storedLang(): Lang {
  const lang = storage.getLang()
  return isLang(lang) ? lang : DEFAULT_LANG
}

function applyDocumentLang(lang: Lang): void {
  document.documentElement.lang = languageOption(lang).tag
}

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(Object.entries(translations).map(([lang, translation]) => [lang, { translation }])),
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...Object.keys(translations)],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})
applyDocumentLang(storedLang())

/** Switches the interface language; the next requests carry it in their `lang` field. */
export async function changeLanguage(lang: Lang): Promise<void> {
  storage.setLang(lang)
  applyDocumentLang(lang)
  await i18next.changeLanguage(lang)
}

export const t = i18next.t.bind(i18next)

export default i18next
