import { Input, type InputProps } from 'antd-mobile'
import type { ReactNode } from 'react'
import { formatBalance } from '@/lib/amount'

interface UnitInputProps extends InputProps {
  /** What the number counts, shown after it. */
  unit: ReactNode
  /** Added to the box's `ui-input`, such as a feature's `loan-input`. */
  boxClassName?: string
  /** Added to the unit's `ui-unit`. */
  unitClassName?: string
  /** After the unit inside the box, such as a button that fills in the whole balance. */
  children?: ReactNode
}

/** A number field in the app's input box with its unit after it. */
export function UnitInput({ unit, boxClassName, unitClassName, children, ...input }: UnitInputProps) {
  return (
    <div className={boxClassName ? `ui-input ${boxClassName}` : 'ui-input'}>
      <Input {...input} />
      <span className={unitClassName ? `ui-unit ${unitClassName}` : 'ui-unit'}>{unit}</span>
      {children}
    </div>
  )
}

/** The problem with what was typed, under its field; nothing while there is none. */
export function FieldError({ className, children }: { className?: string; children?: ReactNode }) {
  return children ? (
    <p className={className ? `ui-error ${className}` : 'ui-error'} role="alert">
      {children}
    </p>
  ) : null
}

/** What the user has to spend beside a field's label: the balance and its unit, or `--` while it loads. */
export function Available({
  className,
  label,
  balance,
  unit,
}: {
  className: string
  label: ReactNode
  balance: string | number | undefined
  unit: ReactNode
}) {
  return (
    <span className={className}>
      {label}: {balance === undefined ? '--' : `${formatBalance(balance)} ${unit}`}
    </span>
  )
}

interface UnitFieldProps extends UnitInputProps {
  id: string
  label: ReactNode
  /** The label's class; with `aside`, the class of the row that holds the label and the aside. */
  labelClassName: string
  /** Beside the label, such as the balance available. */
  aside?: ReactNode
  /** The problem with what was typed, shown under the box. */
  error?: ReactNode
  errorClassName?: string
}

/** A labelled number field with its unit, and the problem with what was typed under it. */
export function UnitField({ id, label, labelClassName, aside, error, errorClassName, ...input }: UnitFieldProps) {
  return (
    <>
      {aside === undefined ? (
        <label className={labelClassName} htmlFor={id}>
          {label}
        </label>
      ) : (
        <div className={labelClassName}>
          <label htmlFor={id}>{label}</label>
          {aside}
        </div>
      )}
      <UnitInput id={id} {...input} />
      <FieldError className={errorClassName}>{error}</FieldError>
    </>
  )
}
