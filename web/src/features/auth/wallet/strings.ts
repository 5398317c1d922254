import { bundleHook, type BundleLoaders } from '@/lib/i18n'

export const WALLET_STRINGS: BundleLoaders = {
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

/** Suspends a screen that signs in or links with a wallet until its strings (`auth_wallet.*`) are in. */
export const useWalletStrings = bundleHook('auth_wallet', WALLET_STRINGS)
