import type { Schemas } from '@/lib/types'

/** `/fiat/rates`: units of each display currency per US dollar, with their date and whether they are stale. */
export type FiatRates = Schemas['FiatRates']

/** One display currency and its units per US dollar. */
export type FiatRate = Schemas['FiatRate']
