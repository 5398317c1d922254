import { Picker } from 'antd-mobile'
import { DownFill } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isLang, languageOption } from '@/lib/languages'

/** Common dialling codes; 86 first because mainland numbers are validated strictly. */
export const AREA_CODES = [
  { code: '86', region: 'CN' },
  { code: '852', region: 'HK' },
  { code: '853', region: 'MO' },
  { code: '886', region: 'TW' },
  { code: '1', region: 'US' },
  { code: '44', region: 'GB' },
  { code: '33', region: 'FR' },
  { code: '34', region: 'ES' },
  { code: '81', region: 'JP' },
  { code: '82', region: 'KR' },
  { code: '66', region: 'TH' },
  { code: '84', region: 'VN' },
  { code: '65', region: 'SG' },
  { code: '60', region: 'MY' },
  { code: '63', region: 'PH' },
  { code: '62', region: 'ID' },
  { code: '91', region: 'IN' },
  { code: '971', region: 'AE' },
] as const

export const DEFAULT_AREA_CODE = '86'

interface AreaCodeSelectProps {
  value: string
  onChange: (code: string) => void
}

export function AreaCodeSelect({ value, onChange }: AreaCodeSelectProps) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const tag = isLang(i18n.language) ? languageOption(i18n.language).tag : 'en'
  const names = new Intl.DisplayNames([tag], { type: 'region' })
  const columns = [AREA_CODES.map((a) => ({ value: a.code, label: `${names.of(a.region) ?? a.region} +${a.code}` }))]
  return (
    <>
      <button type="button" className="area-code" onClick={() => setOpen(true)} aria-label={t('auth.area_code')}>
        +{value}
        <DownFill fontSize={10} />
      </button>
      <Picker
        columns={columns}
        visible={open}
        value={[value]}
        title={t('auth.area_code')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          if (v[0]) onChange(String(v[0]))
        }}
      />
    </>
  )
}
