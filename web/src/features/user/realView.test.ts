import { describe, expect, it } from 'vitest'
import type { RealState } from '@/lib/types'
import { nextLevel, realView } from './realView'

function state(real_status: number, review_status: number, advanced_review_status: number, reason = ''): RealState {
  return {
    real_status,
    review_status,
    advanced_review_status,
    real_data:
      review_status === 0
        ? null
        : {
            id_type: 1,
            name: 'x',
            card_id: '110***002X',
            front_pic: '',
            reverse_pic: '',
            hand_pic: '',
            review_status,
            advanced_user: real_status >= 2 ? 1 : 0,
            reject_reason: reason,
          },
  }
}

describe('the verification view', () => {
  it('shows not authenticated, under review, verified and audit failed with the reason', () => {
    expect(realView(state(0, 0, 0))).toEqual({ kind: 'none' })
    expect(realView(state(0, 1, 0))).toEqual({ kind: 'reviewing', level: 1 })
    expect(realView(state(0, 3, 0, 'blurred'))).toEqual({ kind: 'rejected', level: 1, reason: 'blurred' })
    expect(realView(state(1, 2, 0))).toEqual({ kind: 'verified', level: 1 })
    expect(realView(state(1, 2, 1))).toEqual({ kind: 'reviewing', level: 2 })
    expect(realView(state(1, 2, 3, 'dark'))).toEqual({ kind: 'rejected', level: 2, reason: 'dark' })
    expect(realView(state(2, 2, 2))).toEqual({ kind: 'verified', level: 2 })
  })

  it('files level 2 next once level 1 is verified', () => {
    expect(nextLevel(state(0, 3, 0))).toBe(1)
    expect(nextLevel(state(1, 2, 3))).toBe(2)
  })
})
