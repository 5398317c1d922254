import type { RealState } from '@/lib/types'

/** What the verification page shows for a `/real/state` answer. */
export type RealView =
  | { kind: 'none' }
  | { kind: 'reviewing'; level: 1 | 2 }
  | { kind: 'rejected'; level: 1 | 2; reason: string }
  | { kind: 'verified'; level: 1 | 2 }

const REVIEWING = 1
const REJECTED = 3

export function realView(state: RealState): RealView {
  const reason = state.real_data?.reject_reason ?? ''
  if (state.advanced_review_status === REVIEWING) return { kind: 'reviewing', level: 2 }
  if (state.review_status === REVIEWING) return { kind: 'reviewing', level: 1 }
  if (state.real_status >= 2) return { kind: 'verified', level: 2 }
  if (state.real_status === 1) {
    return state.advanced_review_status === REJECTED
      ? { kind: 'rejected', level: 2, reason }
      : { kind: 'verified', level: 1 }
  }
  if (state.review_status === REJECTED) return { kind: 'rejected', level: 1, reason }
  return { kind: 'none' }
}

/** The level the verification form files next: level 2 once level 1 is verified. */
export function nextLevel(state: RealState): 1 | 2 {
  return state.real_status >= 1 ? 2 : 1
}

/** What the verification form screen shows: the status page, the contacts to bind first, or the level to file. */
export type RealStep = 'status' | 'contacts' | 1 | 2

export function realStep(contacts: { email: string; phone: string }, state: RealState): RealStep {
  const view = realView(state)
  if (view.kind === 'reviewing' || (view.kind === 'verified' && view.level === 2)) return 'status'
  if (!contacts.email || !contacts.phone) return 'contacts'
  return nextLevel(state)
}
