import { CheckList } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { Sheet } from '@/components/Sheet'
import { fiatChoices, useFiatRates } from '@/features/common'
import { useSession } from '@/lib/session'
import '../settings.css'

interface FiatPickerProps {
  visible: boolean
  onClose: () => void
}

/** Bottom sheet listing the display currencies the server publishes rates for, each with its rate per dollar. */
export function FiatPicker({ visible, onClose }: FiatPickerProps) {
  const { t } = useTranslation()
  const fiat = useSession((s) => s.fiat)
  const setFiat = useSession((s) => s.setFiat)
  const { data } = useFiatRates()
  const choices = fiatChoices(data?.list)

  return (
    <Sheet visible={visible} onClose={onClose} title={t('setting.fiat')}>
      <CheckList
        className="language-list fiat-list"
        value={[fiat.currency_code]}
        onChange={(values) => {
          const next = choices.find((row) => row.currency_code === values[0])
          if (next) setFiat(next)
          onClose()
        }}
      >
        {choices.map((row) => (
          <CheckList.Item
            key={row.currency_code}
            value={row.currency_code}
            description={t('setting.fiat_rate', { rate: row.rate, code: row.currency_code })}
          >
            {row.currency_code}
          </CheckList.Item>
        ))}
      </CheckList>
      {data && <p className="fiat-note">{t('setting.fiat_note', { date: data.date })}</p>}
    </Sheet>
  )
}
