import zhCN from 'antd-mobile/es/locales/zh-CN'
import { useEffect, useState } from 'react'
import type { Lang } from '@/lib/languages'

type AntdLocale = typeof zhCN

/** antd-mobile's own texts per language; zh-CN is antd-mobile's default and always present, the others load on use. */
const LOADERS: Record<Exclude<Lang, 'zh'>, () => Promise<{ default: AntdLocale }>> = {
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  en: () => import('antd-mobile/es/locales/en-US'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  vn: () => import('antd-mobile/es/locales/vi-VN'),
}

const loaded: Partial<Record<Lang, AntdLocale>> = { zh: zhCN }

export async function loadAntdLocale(lang: Lang): Promise<AntdLocale> {
  const known = loaded[lang]
  if (known) return known
  const { default: locale } = await LOADERS[lang as Exclude<Lang, 'zh'>]()
  loaded[lang] = locale
  return locale
}

/** The antd-mobile locale of `lang`; the previous one stays until it has loaded. */
export function useAntdLocale(lang: Lang): AntdLocale {
  const [locale, setLocale] = useState<AntdLocale>(() => loaded[lang] ?? zhCN)
  useEffect(() => {
    let current = true
    void loadAntdLocale(lang).then((next) => {
      if (current) setLocale(next)
    })
    return () => {
      current = false
    }
  }, [lang])
  return locale
}
