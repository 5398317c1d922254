import { Selector, type SelectorOption } from 'antd-mobile'

interface PickOneProps<V extends string | number> {
  className: string
  columns: number
  /** The chip picked; none while undefined. */
  value: V | undefined
  options: SelectorOption<V>[]
  onPick: (value: V) => void
}

/** A row of chips of which one is picked; tapping the picked chip keeps it picked. */
export function PickOne<V extends string | number>({ className, columns, value, options, onPick }: PickOneProps<V>) {
  return (
    <Selector
      className={className}
      columns={columns}
      showCheckMark={false}
      value={value === undefined ? [] : [value]}
      onChange={(values) => values.length > 0 && onPick(values[0])}
      options={options}
    />
  )
}
