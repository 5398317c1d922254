import { Input, type InputProps } from 'antd-mobile'
import type { ReactNode } from 'react'

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
