import { use } from 'react'
import { loadBundle, type BundleLoaders } from '@/lib/i18n'

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

let pending: Promise<void> | null = null

/**
 * The copy-trading screens' strings (`copytrade.*`), one chunk per language that comes with the screens instead of the start-up
 * chunk every route downloads; a failed fetch is tried again on the next render (the route's retry).
 */
function copyStrings(): Promise<void> {
  pending ??= loadBundle('copytrade', LOADERS).catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}

/** Suspends a copy-trading screen (the route's loading view shows) until its strings are in. */
export function useCopyStrings(): void {
  use(copyStrings())
}
