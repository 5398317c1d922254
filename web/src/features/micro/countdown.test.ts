import { describe, expect, it } from 'vitest'
import { deadlineOf, formatCountdown, remainingMs, shouldPollResult, SOCKET_GRACE_MS } from './countdown'
import { testOption } from './fixtures'

const start = 1767319200000 // 2026-01-02 10:00:00 at UTC+8

describe('the countdown of an option', () => {
  it('ends 30 s after a 30 s option was created: at 10:00:30 for one created at 10:00:00 UTC+8', () => {
    expect(deadlineOf(testOption({ open_price_ts: undefined as never }), '+08:00')).toBe(start + 30_000)
    expect(deadlineOf(testOption({ open_price_ts: start + 1000 }))).toBe(start + 31_000)
  })

  it('trusts the server count: 12 s left when received at t means the end is t + 12 s whatever this clock says', () => {
    expect(deadlineOf({ ...testOption(), remain_milli_seconds: 12_000, received_at: 5_000 })).toBe(17_000)
    expect(deadlineOf({ ...testOption(), remain_milli_seconds: -5, received_at: 5_000 })).toBe(5_000)
  })

  it('has 18 s left 12 s into a 30 s option, and never less than 0', () => {
    const deadline = start + 30_000
    expect(remainingMs(deadline, start + 12_000)).toBe(18_000)
    expect(remainingMs(deadline, start + 40_000)).toBe(0)
    expect(remainingMs(null, start)).toBeNull()
  })

  it('reads 0:18 for 18 s, 0:01 for 0.2 s, 5:00 for 5 min and 1:00:00 for an hour', () => {
    expect(formatCountdown(18_000)).toBe('0:18')
    expect(formatCountdown(200)).toBe('0:01')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(300_000)).toBe('5:00')
    expect(formatCountdown(3_600_000)).toBe('1:00:00')
  })

  it('asks for the result at expiry without pushes, and 3 s later with them', () => {
    const deadline = start + 30_000
    expect(shouldPollResult(deadline, deadline - 1, false)).toBe(false)
    expect(shouldPollResult(deadline, deadline, false)).toBe(true)
    expect(shouldPollResult(deadline, deadline, true)).toBe(false)
    expect(shouldPollResult(deadline, deadline + SOCKET_GRACE_MS, true)).toBe(true)
    expect(shouldPollResult(null, deadline, false)).toBe(false)
  })
})
