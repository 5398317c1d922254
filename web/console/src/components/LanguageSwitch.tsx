import { Segmented } from 'antd'
import { setLang, useI18n, type Lang } from '../lib/i18n'

/** English or Chinese for the console and for the server's messages. */
export function LanguageSwitch() {
  const { lang } = useI18n()
  return (
    <Segmented<Lang>
      size="small"
      value={lang}
      onChange={(value) => setLang(value)}
      options={[
        { label: 'EN', value: 'en' },
        { label: '中文', value: 'zh' },
      ]}
      aria-label="language"
    />
  )
}
