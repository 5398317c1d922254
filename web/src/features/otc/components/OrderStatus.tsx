import { useTranslation } from '@/lib/i18n'
import type { OtcOrderStatus } from '../types'

/** The class of each status's label. */
const STATUS_CLASS: Record<OtcOrderStatus, string> = {
  0: 'unpaid',
  1: 'paid',
  2: 'disputed',
  3: 'completed',
  4: 'cancelled',
}

export function OrderStatus({ status }: { status: OtcOrderStatus }) {
  const { t } = useTranslation()
  return <span className={`ui-tag otc-status ${STATUS_CLASS[status] ?? ''}`}>{t(`otc.status_${status}`)}</span>
}
