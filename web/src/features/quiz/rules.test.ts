import { describe, expect, it } from 'vitest'
import { testBet, testRound } from './fixtures'
import {
  estimatePayout,
  formatMoment,
  isLive,
  roundClock,
  settledAs,
  stakeProblem,
  stakeResults,
  timeLeft,
  upShare,
} from './rules'

const rules = { min_bet: '1', max_bet: '10000' }

describe('the payout estimate', () => {
  it('is the stake’s share of the pool after it, less the fee: 100 up on 300 up of 400 pays 118.75', () => {
    const round = testRound({ up_total: '300', down_total: '100', pool: '400' })
    expect(estimatePayout(round, 'up', '100', '5')?.toFixed()).toBe('118.75')
  })

  it('pays the smaller side more: 100 down on 100 down of 400 pays 237.5', () => {
    const round = testRound({ up_total: '300', down_total: '100', pool: '400' })
    expect(estimatePayout(round, 'down', '100', '5')?.toFixed()).toBe('237.5')
  })

  it('returns the stake less the fee on an empty pool', () => {
    const round = testRound({ up_total: '0', down_total: '0', pool: '0' })
    expect(estimatePayout(round, 'up', '10', '5')?.toFixed()).toBe('9.5')
  })

  it('counts in decimals and rounds down to 8 places, as the server rounds winnings', () => {
    const round = testRound({ up_total: '0.1', down_total: '0.2', pool: '0.3' })
    // 0.1 × 0.4 × 0.95 / 0.2 = 0.19 exactly; binary floating point would not give it.
    expect(estimatePayout(round, 'up', '0.1', '5')?.toFixed()).toBe('0.19')
    const thirds = testRound({ up_total: '2', down_total: '1', pool: '3' })
    // 1 × 4 × 0.95 / 3 = 1.2666…
    expect(estimatePayout(thirds, 'up', '1', '5')?.toFixed()).toBe('1.26666666')
  })

  it('has no estimate without a positive stake', () => {
    const round = testRound()
    expect(estimatePayout(round, 'up', '', '5')).toBeNull()
    expect(estimatePayout(round, 'up', '0', '5')).toBeNull()
    expect(estimatePayout(round, 'up', 'abc', '5')).toBeNull()
  })
})

describe('a stake', () => {
  it('must be a positive amount of at most 8 decimals within the published limits', () => {
    expect(stakeProblem('10', rules)).toBeNull()
    expect(stakeProblem('1', rules)).toBeNull()
    expect(stakeProblem('10000', rules)).toBeNull()
    expect(stakeProblem('0.5', rules)).toBe('below_min')
    expect(stakeProblem('10000.00000001', rules)).toBe('above_max')
    expect(stakeProblem('1.000000001', rules)).toBe('invalid')
    expect(stakeProblem('-5', rules)).toBe('invalid')
    expect(stakeProblem('1e3', rules)).toBe('invalid')
  })
})

describe('the round’s clock', () => {
  const round = testRound({ opens_at_ts: 10_000, closes_at_ts: 20_000, settles_at_ts: 30_000 })

  it('counts down to the opening while not started, the closing while guessing and the settlement while closed', () => {
    expect(roundClock({ ...round, state: 0 }, 5_000)).toEqual({ kind: 'opens_in', at: 10_000 })
    expect(roundClock({ ...round, state: 1 }, 15_000)).toEqual({ kind: 'closes_in', at: 20_000 })
    expect(roundClock({ ...round, state: 2 }, 25_000)).toEqual({ kind: 'settles_in', at: 30_000 })
  })

  it('says what the round waits for once that time has passed before its state followed', () => {
    expect(roundClock({ ...round, state: 0 }, 10_000).kind).toBe('opening')
    expect(roundClock({ ...round, state: 1 }, 21_000).kind).toBe('closing')
    expect(roundClock({ ...round, state: 2 }, 31_000).kind).toBe('settling')
  })

  it('shows an unsettled round being settled and a settled one with nothing to count', () => {
    expect(roundClock({ ...round, state: 3 }, 31_000)).toEqual({ kind: 'settling', at: 0 })
    expect(roundClock({ ...round, state: 4 }, 40_000)).toEqual({ kind: 'done', at: 0 })
  })

  it('writes the time left as days and hours, minutes and seconds, rounded up to the second', () => {
    expect(timeLeft(3_723_500, 0)).toEqual({ days: 0, hms: '01:02:04' })
    expect(timeLeft(90_061_000, 0)).toEqual({ days: 1, hms: '01:01:01' })
    expect(timeLeft(0, 5_000)).toEqual({ days: 0, hms: '00:00:00' })
  })

  it('is read again while a round is guessing, closed or unsettled, and not before it opens or once settled', () => {
    expect([0, 1, 2, 3, 4].map((state) => isLive({ state: state as 0 }))).toEqual([false, true, true, true, false])
  })
})

describe('the pools and the evidence', () => {
  it('shows the up side’s share of the pool, half and half while it is empty', () => {
    expect(upShare(testRound({ up_total: '300', pool: '400' }))).toBe(75)
    expect(upShare(testRound({ up_total: '0', pool: '0' }))).toBe(50)
  })

  it('writes a recorded moment to the second in the site’s zone', () => {
    expect(formatMoment(1772334000000, '+08:00')).toBe('2026-03-01 11:00:00')
    expect(formatMoment(0, '+08:00')).toBe('--')
  })
})

describe('what a stake on a settled round came to', () => {
  it('is a hit on the side of the outcome, a miss on the other, and a refund after a tie, no rival or no price', () => {
    expect(settledAs('down', 'down')).toBe(1)
    expect(settledAs('up', 'down')).toBe(2)
    expect(settledAs('tie', 'up')).toBe(3)
    expect(settledAs('none', 'down')).toBe(3)
    expect(settledAs('void', 'up')).toBe(3)
  })

  it('lists each loaded bet behind the reader’s stakes, up first, a hit with its payout and a miss without', () => {
    const round = testRound({ id: 11, state: 4, outcome: 'down', my_up: '5.00000000', my_down: '30.00000000' })
    const bets = [
      testBet({ id: 53, round_id: 11, side: 'down', amount: '20', status: 1, payout: '25.33333332', outcome: 'down' }),
      testBet({ id: 52, round_id: 12, side: 'up', amount: '7', status: 0 }),
      testBet({ id: 51, round_id: 11, side: 'down', amount: '10', status: 1, payout: '12.66666666', outcome: 'down' }),
      testBet({ id: 50, round_id: 11, side: 'up', amount: '5', status: 2, outcome: 'down' }),
    ]
    expect(stakeResults(round, bets)).toEqual([
      { bet: 50, side: 'up', amount: '5', status: 2, payout: null },
      { bet: 53, side: 'down', amount: '20', status: 1, payout: '25.33333332' },
      { bet: 51, side: 'down', amount: '10', status: 1, payout: '12.66666666' },
    ])
  })

  it('marks every stake refunded when the round returned them', () => {
    const round = testRound({ id: 11, state: 4, outcome: 'tie', my_up: '10' })
    const bets = [testBet({ id: 50, round_id: 11, side: 'up', amount: '10', status: 3, payout: '10', outcome: 'tie' })]
    expect(stakeResults(round, bets)).toEqual([{ bet: 50, side: 'up', amount: '10', status: 3, payout: null }])
  })

  it('shows a side as one stake, judged by the outcome, while its bets are not all loaded', () => {
    const round = testRound({ id: 11, state: 4, outcome: 'up', my_up: '15', my_down: '4' })
    const bets = [testBet({ id: 50, round_id: 11, side: 'up', amount: '10', status: 1, payout: '12', outcome: 'up' })]
    expect(stakeResults(round, bets)).toEqual([
      { bet: null, side: 'up', amount: '15', status: 1, payout: null },
      { bet: null, side: 'down', amount: '4', status: 2, payout: null },
    ])
  })

  it('judges a bet still read as open by the outcome, without a payout until the bets are read again', () => {
    const round = testRound({ id: 11, state: 4, outcome: 'down', my_down: '10' })
    const bets = [testBet({ id: 50, round_id: 11, side: 'down', amount: '10.00000000', status: 0 })]
    expect(stakeResults(round, bets)).toEqual([
      { bet: 50, side: 'down', amount: '10.00000000', status: 1, payout: null },
    ])
  })

  it('is empty without a stake of the reader’s', () => {
    expect(stakeResults(testRound({ id: 11, state: 4, outcome: 'up' }), [testBet({ round_id: 11 })])).toEqual([])
  })
})
