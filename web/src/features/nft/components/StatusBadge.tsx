import { useTranslation } from '@/lib/i18n'
import type { NftBuyStatus } from '../types'

/** A sale's status by time: not started, on sale, or ended. */
export function StatusBadge({ status }: { status: NftBuyStatus }) {
  const { t } = useTranslation()
  const text =
    status === 1 ? t('nft.status_on_sale') : status === 2 ? t('nft.status_not_started') : t('nft.status_ended')
  return (
    <span className={`ui-tag nft-status nft-status-${status}`} data-status={status}>
      {text}
    </span>
  )
}
