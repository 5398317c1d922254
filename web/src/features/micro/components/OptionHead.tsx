import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { formatBalance } from '@/lib/amount'
import { Fact } from '@/components/Fact'
import { durationLabel } from '../stake'
import { UP, type MicroOrder } from '../types'

type HeadOrder = Pick<MicroOrder, 'type' | 'symbol_name' | 'seconds' | 'number' | 'currency_name'>

/** The head of an option row: direction, instrument and duration, then `status` (a countdown or the result). */
export function OptionHead({ order, status }: { order: HeadOrder; status: ReactNode }) {
  const { t } = useTranslation()
  const up = Number(order.type) === UP
  const duration = durationLabel(order.seconds)
  return (
    <header className="order-row-head">
      <span className={`order-side ${up ? 'up' : 'down'}`}>{t(up ? 'micro.up' : 'micro.down')}</span>
      <strong>{order.symbol_name}</strong>
      <span className="order-kind">{t(duration.key, { count: duration.count })}</span>
      {status}
    </header>
  )
}

/** The stake field of an option row. */
export function StakeField({ order }: { order: HeadOrder }) {
  const { t } = useTranslation()
  return (
    <Fact label={t('micro.stake')}>
      {formatBalance(order.number)} {order.currency_name}
    </Fact>
  )
}
