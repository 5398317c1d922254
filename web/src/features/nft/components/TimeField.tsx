import { DatePicker } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { languageOption } from '@/lib/languages'
import { pickedValue, pickerDate, shownTime } from '../rules'

interface TimeFieldProps {
  id: string
  name: string
  /** The picker's title: the field's label. */
  label: string
  /** A `datetime-local` value in the platform zone. */
  value: string
  /** The earliest time offered, as a `datetime-local` value in the platform zone. */
  min?: string
  onChange: (value: string) => void
}

/**
 * A time of the platform zone written as the NFT pages write times (`YYYY-MM-DD HH:MM`) whatever the browser's
 * language, chosen with a date picker whose months are named in the app's language.
 */
export function TimeField({ id, name, label, value, min, onChange }: TimeFieldProps) {
  const { i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const month = new Intl.DateTimeFormat(languageOption(i18n.language).tag, { month: 'short', timeZone: 'UTC' })
  return (
    <>
      <button
        type="button"
        id={id}
        name={name}
        className="nft-time"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {shownTime(value)}
      </button>
      <DatePicker
        title={label}
        visible={open}
        precision="minute"
        value={pickerDate(value)}
        min={min ? (pickerDate(min) ?? undefined) : undefined}
        renderLabel={(type, data) => {
          if (type === 'month') return month.format(Date.UTC(2000, data - 1, 1))
          if (type === 'year') return String(data)
          return String(data).padStart(2, '0')
        }}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(pickedValue(date))}
      />
    </>
  )
}
