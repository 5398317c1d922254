import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, isLang, LANGS, languageOption, type Lang } from './languages'
import { storage } from './storage'

type Translation = Record<string, unknown>

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

export function storedLang(): Lang {
  const lang = storage.getLang()
  return isLang(lang) ? lang : DEFAULT_LANG
}

function applyDocumentLang(lang: Lang): void {
  document.documentElement.lang = languageOption(lang).tag
}

/** Fetches a language's strings once and adds them to i18next. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return
  const { default: translation } = await LOADERS[lang]()
  i18next.addResourceBundle(lang, 'translation', translation, true, true)
}

void i18next.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLang(),
  // Every language has exactly the keys of zh (a unit test checks it), so the fallback is never fetched for keys.
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})
applyDocumentLang(storedLang())

/** Settles once the stored language's strings are in: the app renders after it, so no key ever shows. */
export const i18nReady: Promise<void> = loadLanguage(storedLang())

/** Switches the interface language; the next requests carry it in their `lang` field. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang)
  storage.setLang(lang)
  applyDocumentLang(lang)
  await i18next.changeLanguage(lang)
}

export const t = i18next.t.bind(i18next)

export default i18next
