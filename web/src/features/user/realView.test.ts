import { describe, expect, it } from 'vitest'
import type { RealState } from '@/lib/types'
import { nextLevel, realStep, realView } from './realView'

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

describe('the verification form step', () => {
  const both = { email: 'a@b.co', phone: '13800138000' }

  it('asks for both contacts before any level is filed', () => {
    expect(realStep({ email: 'a@b.co', phone: '' }, state(0, 0, 0))).toBe('contacts')
    expect(realStep({ email: '', phone: '13800138000' }, state(1, 2, 0))).toBe('contacts')
  })

  it('files level 1, then level 2, and again after a rejection', () => {
    expect(realStep(both, state(0, 0, 0))).toBe(1)
    expect(realStep(both, state(0, 3, 0, 'blurred'))).toBe(1)
    expect(realStep(both, state(1, 2, 0))).toBe(2)
    expect(realStep(both, state(1, 2, 3, 'dark'))).toBe(2)
  })

  it('sends a pending review or a finished level 2 to the status page', () => {
    expect(realStep(both, state(0, 1, 0))).toBe('status')
    expect(realStep({ email: '', phone: '' }, state(1, 2, 1))).toBe('status')
    expect(realStep(both, state(2, 2, 2))).toBe('status')
  })
})
