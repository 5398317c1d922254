import { bundleHook, type BundleLoaders } from '@/lib/i18n'

const LOADERS: BundleLoaders = {
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

/** Suspends the contracts' help until its strings (`lever_help.*`) are in. */
export const useLeverHelpStrings = bundleHook('lever_help', LOADERS)
