import { bundleHook, type BundleLoaders } from '@/lib/i18n'

export const TOTP_STRINGS: BundleLoaders = {
  zh: () => import('./locales/zh.json'),
  hk: () => import('./locales/hk.json'),
  en: () => import('./locales/en.json'),
  fra: () => import('./locales/fra.json'),
  spa: () => import('./locales/spa.json'),
  ja: () => import('./locales/ja.json'),
  th: () => import('./locales/th.json'),
  kor: () => import('./locales/kor.json'),
  vn: () => import('./locales/vn.json'),
}

/** Suspends a screen that asks for or sets up the second factor until its strings (`auth_totp.*`) are in. */
export const useTotpStrings = bundleHook('auth_totp', TOTP_STRINGS)
