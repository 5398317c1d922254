import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { toast } from '@/lib/toast'
import { useBuy } from '../queries'
import { plain } from '../rules'
import type { NftRow } from '../types'
import { ConfirmSheet } from './ConfirmSheet'

interface BuySheetProps {
  row: NftRow
  /** The key that buys it once; the sheet shows while set. */
  review: string | null
  onClose: () => void
}

/** The price and the caller's balance before a fixed-price artwork is bought. */
export function BuySheet({ row, review, onClose }: BuySheetProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const buying = useBuy()
  const confirm = () => {
    if (!review) return
    buying.mutate(
      { code: row.code, key: review },
      {
        onSuccess: () => {
          toast.success(t('nft.bought'))
          onClose()
          void navigate(ROUTES.nftMy)
        },
        onError: onClose,
      },
    )
  }
  return (
    <ConfirmSheet
      visible={review !== null}
      title={t('nft.buy_title')}
      rows={[{ label: t('nft.artwork'), value: row.name }]}
      cost={row.price}
      currency={row.currency_name}
      costRow={{ label: t('nft.price'), className: 'nft-sheet-price' }}
      confirmLabel={t('nft.confirm_buy', { price: plain(row.price), currency: row.currency_name })}
      pending={buying.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
