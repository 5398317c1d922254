import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Fragment, type ReactNode } from 'react'
import { Sheet } from '@/components/Sheet'
import { toDec } from '@/lib/decimal'
import { useTranslation } from '@/lib/i18n'
import { useAvailable } from '../queries'
import { plain } from '../rules'
import { FieldError } from '@/components/form/UnitInput'

/** One line of a confirmation's summary. */
export interface SummaryRow {
  label: ReactNode
  value: ReactNode
  className?: string
}

interface ConfirmSheetProps {
  visible: boolean
  title: ReactNode
  /** What the caller is about to pay for; the cost and the balance of `currency` follow them. */
  rows?: readonly SummaryRow[]
  /** What confirming takes from the balance: while the balance is short the confirmation is refused. */
  cost: string | null | undefined
  currency: string
  /** The summary's line of the cost: its label and class, beside the cost in `currency`. */
  costRow: { label: ReactNode; className: string }
  confirmLabel: ReactNode
  pending: boolean
  onConfirm: () => void
  onClose: () => void
  /** Notes shown between the summary and the button. */
  children?: ReactNode
}

/** A popup that sums up a payment with the caller's balance and confirms it, refused while the balance is short. */
export function ConfirmSheet({
  visible,
  title,
  rows = [],
  cost,
  currency,
  costRow,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  children,
}: ConfirmSheetProps) {
  const { t } = useTranslation()
  const available = useAvailable(currency)
  const short = available !== undefined && (toDec(available)?.lessThan(toDec(cost) ?? 0) ?? false)
  return (
    <Sheet visible={visible} title={title} onClose={onClose}>
      <div className="nft-sheet">
        <dl className="ui-summary">
          {rows.map((row, index) => (
            <Fragment key={index}>
              <dt>{row.label}</dt>
              <dd className={row.className}>{row.value}</dd>
            </Fragment>
          ))}
          <dt>{costRow.label}</dt>
          <dd className={costRow.className}>{`${plain(cost)} ${currency}`}</dd>
          <dt>{t('nft.available')}</dt>
          <dd className="nft-available">{available === undefined ? '--' : `${plain(available)} ${currency}`}</dd>
        </dl>
        {children}
        <FieldError>{short && t('nft.insufficient')}</FieldError>
        <PrimaryButton className="nft-confirm" disabled={short} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </PrimaryButton>
      </div>
    </Sheet>
  )
}
