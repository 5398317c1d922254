import enUS from 'antd-mobile/es/locales/en-US'
import esES from 'antd-mobile/es/locales/es-ES'
import frFR from 'antd-mobile/es/locales/fr-FR'
import jaJP from 'antd-mobile/es/locales/ja-JP'
import koKR from 'antd-mobile/es/locales/ko-KR'
import thTH from 'antd-mobile/es/locales/th-TH'
import viVN from 'antd-mobile/es/locales/vi-VN'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import zhHK from 'antd-mobile/es/locales/zh-HK'
import type { Lang } from '@/lib/languages'

export const ANTD_LOCALES: Record<Lang, typeof enUS> = {
  zh: zhCN,
  hk: zhHK,
  en: enUS,
  fra: frFR,
  spa: esES,
  ja: jaJP,
  th: thTH,
  kor: koKR,
  vn: viVN,
}
