import { useTranslation } from '@/lib/i18n'
import type { QuickOrderStatus } from '../types'

const STATUS_CLASS: Record<QuickOrderStatus, string> = {
  0: 'to-pay',
  1: 'review',
  2: 'paid',
  3: 'cancelled',
  4: 'rejected',
}

export function StatusTag({ status }: { status: QuickOrderStatus }) {
  const { t } = useTranslation()
  return <span className={`ui-tag qb-status ${STATUS_CLASS[status] ?? ''}`}>{t(`quickbuy.status_${status}`)}</span>
}
