import { useTranslation } from '@/lib/i18n'
import { saleClock, timeLeft } from '../rules'
import type { NftRow } from '../types'

/** The countdown to a sale's start or end, or that it has ended. */
export function SaleClock({ row, now }: { row: Pick<NftRow, 'start_ts' | 'end_ts'>; now: number }) {
  const { t } = useTranslation()
  const clock = saleClock(row, now)
  if (clock.kind === 'ended') {
    return (
      <p className="nft-clock" data-clock="ended">
        {t('nft.clock_ended')}
      </p>
    )
  }
  const left = timeLeft(clock.at, now)
  const time = left.days > 0 ? t('nft.countdown_days', left) : left.hms
  return (
    <p className="nft-clock" data-clock={clock.kind}>
      {clock.kind === 'starts_in' ? t('nft.clock_starts_in', { time }) : t('nft.clock_ends_in', { time })}
    </p>
  )
}
