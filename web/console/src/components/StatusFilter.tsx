import { Segmented } from 'antd'
import { useI18n } from '../lib/i18n'

/** Waiting (1), done (2) or failed (3): the status filter of the deposit and withdrawal lists. */
export function StatusFilter({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useI18n()
  return (
    <Segmented<number>
      value={value}
      onChange={onChange}
      options={[
        { value: 1, label: t('funds.status_1') },
        { value: 2, label: t('funds.status_2') },
        { value: 3, label: t('funds.status_3') },
      ]}
    />
  )
}
