import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { QuoteItem } from '../types'
import type { PairPickerProps } from './PairPicker'

const Picker = lazy(() => import('./PairPicker')) as unknown as ComponentType<PairPickerProps<QuoteItem>>

/** The pair sheet, whose code (sheet, search box, rows) is fetched the first time it opens. */
export function PairPicker<P extends QuoteItem>(props: PairPickerProps<P>) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Picker {...(props as unknown as PairPickerProps<QuoteItem>)} />
    </Suspense>
  )
}
