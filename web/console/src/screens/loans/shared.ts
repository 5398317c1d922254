import type { LoanStatus } from '../../lib/types'

export const PAGE = 20
/** The status filter's "all": the list is asked without a status. */
export const ALL = -1
export const STATUSES: readonly LoanStatus[] = [0, 1, 2, 3, 4, 5]
export const STATUS_COLORS: Record<LoanStatus, string> = {
  0: 'gold',
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'default',
  5: 'default',
}

/** A loan's status as the list's labels and colours know it. */
export const statusOf = (status: number) => status as LoanStatus

/** A percent string as shown ("0.05" → "0.05 %"); a dash for none. */
export const percent = (value: string | null | undefined) => (value ? `${value} %` : '–')
