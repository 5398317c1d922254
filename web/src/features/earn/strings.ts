import { loadBundle } from '@/lib/i18n'

/**
 * The earn screens' strings (`earn.*`), one chunk per language that comes with the screens instead of the start-up
 * chunk every route downloads. Every earn screen imports this module, so its chunk evaluates only once they are in.
 */
export const EARN_STRINGS = loadBundle('earn', {
  zh: () => import('./locales/zh.json'),
  hk: () => import('./locales/hk.json'),
  en: () => import('./locales/en.json'),
  fra: () => import('./locales/fra.json'),
  spa: () => import('./locales/spa.json'),
  ja: () => import('./locales/ja.json'),
  th: () => import('./locales/th.json'),
  kor: () => import('./locales/kor.json'),
  vn: () => import('./locales/vn.json'),
})

await EARN_STRINGS
