import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useMargin, useNftRules } from '../queries'
import { plain } from '../rules'
import type { NftRow } from '../types'
import { ConfirmSheet } from './ConfirmSheet'

interface MarginSheetProps {
  row: NftRow
  /** The key that freezes the margin once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** What the auction margin is and when it comes back, before it is frozen. */
export function MarginSheet({ row, review, onClose }: MarginSheetProps) {
  const { t } = useTranslation()
  const rules = useNftRules()
  const paying = useMargin()
  const hours = rules.data?.pay_hours ?? 24
  const confirm = () => {
    if (!review) return
    paying.mutate(
      { code: row.code, key: review },
      {
        onSuccess: () => {
          toast.success(t('nft.margin_paid'))
          onClose()
        },
        onError: onClose,
      },
    )
  }
  return (
    <ConfirmSheet
      visible={review !== null}
      title={t('nft.margin_title')}
      cost={row.margin}
      currency={row.currency_name}
      costRow={{ label: t('nft.margin'), className: 'nft-sheet-margin' }}
      confirmLabel={t('nft.confirm_margin', { margin: plain(row.margin), currency: row.currency_name })}
      pending={paying.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <ul className="nft-notes">
        <li>{t('nft.margin_why')}</li>
        <li>{t('nft.margin_returned')}</li>
        <li className="nft-margin-forfeit">{t('nft.margin_forfeit', { hours, count: hours })}</li>
      </ul>
    </ConfirmSheet>
  )
}
