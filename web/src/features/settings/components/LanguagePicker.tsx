import { CheckList } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { Sheet } from '@/components/Sheet'
import { LANGUAGE_OPTIONS, type Lang } from '@/lib/languages'
import { useSession } from '@/lib/session'
import '../settings.css'

interface LanguagePickerProps {
  visible: boolean
  onClose: () => void
}

/** Bottom sheet listing the nine languages by native, English and traditional Chinese name. */
export function LanguagePicker({ visible, onClose }: LanguagePickerProps) {
  const { t } = useTranslation()
  const lang = useSession((s) => s.lang)
  const setLang = useSession((s) => s.setLang)

  const choose = async (value: Lang) => {
    await setLang(value)
    onClose()
  }

  return (
    <Sheet visible={visible} onClose={onClose} title={t('setting.language')}>
      <CheckList
        className="language-list"
        value={[lang]}
        onChange={(values) => {
          const next = values[0]
          if (next) void choose(next as Lang)
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <CheckList.Item key={option.value} value={option.value} description={`${option.en_name} · ${option.tw_name}`}>
            <span lang={option.tag}>{option.option_name}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </Sheet>
  )
}
