import { ProgressBar } from 'antd-mobile'
import { confirmationPercent, shortHash } from '../chain'

/** A transaction hash cut to its ends, whole on hover; no link out. */
export function ShortHash({ hash }: { hash: string }) {
  return <span title={hash}>{shortHash(hash)}</span>
}

/** How far a transaction on chain is towards the confirmations it needs, as a bar named `label`. */
export function ConfirmationProgress({
  label,
  confirmations,
  required,
}: {
  label: string
  confirmations: number
  required: number
}) {
  return (
    <div
      className="chain-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={confirmations}
    >
      <ProgressBar percent={confirmationPercent(confirmations, required)} />
    </div>
  )
}
