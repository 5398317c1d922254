import { Picker } from 'antd-mobile'
import { DownFill } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { AREA_CODES } from '@/lib/areaCodes'
import { isLang, languageOption } from '@/lib/languages'
import './form.css'

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
