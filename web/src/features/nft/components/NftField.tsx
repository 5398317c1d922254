import type { ReactNode } from 'react'
import { FieldError } from '@/components/form/UnitInput'

interface NftFieldProps {
  id: string
  label: ReactNode
  /** Beside the label in a row, such as a count of the characters typed. */
  aside?: ReactNode
  /** The problem with what was typed, under the input. */
  error?: ReactNode
  errorClassName: string
  /** The input, labelled by `id`. */
  children: ReactNode
}

/** A field of the NFT forms: its label, the input and the problem with what was typed. */
export function NftField({ id, label, aside, error, errorClassName, children }: NftFieldProps) {
  const caption = (
    <label className="nft-label" htmlFor={id}>
      {label}
    </label>
  )
  return (
    <div className="ui-field">
      {aside === undefined ? (
        caption
      ) : (
        <div className="nft-label-row">
          {caption}
          {aside}
        </div>
      )}
      {children}
      <FieldError className={errorClassName}>{error}</FieldError>
    </div>
  )
}
