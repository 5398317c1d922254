import type { QuizBetView, QuizConfig, QuizRoundView } from './types'

/** Answers shaped as docs/api/quiz.md describes them, for the tests. */

export const testConfig: QuizConfig = {
  rules: { fee: '5', min_bet: '1', max_bet: '10000', currency: 'USDT', sample_grace_seconds: 60 },
}

export function testRound(overrides: Partial<QuizRoundView> = {}): QuizRoundView {
  return {
    id: 12,
    market: 'BTC/USDT',
    question: 'BTC/USDT 指数在 2026-03-01 11:00:00 时，相比 10:50:00 时是涨还是跌？',
    state: 1,
    opens_at: '2026-03-01 10:00:00',
    opens_at_ts: 1772330400000,
    closes_at: '2026-03-01 10:50:00',
    closes_at_ts: 1772333400000,
    settles_at: '2026-03-01 11:00:00',
    settles_at_ts: 1772334000000,
    up_total: '300.00000000',
    down_total: '100.00000000',
    pool: '400.00000000',
    my_up: '0',
    my_down: '0',
    outcome: '',
    evidence: null,
    demo: true,
    ...overrides,
  }
}

export function testBet(overrides: Partial<QuizBetView> = {}): QuizBetView {
  return {
    id: 40,
    round_id: 12,
    market: 'BTC/USDT',
    question: 'BTC/USDT 指数在 2026-03-01 11:00:00 时，相比 10:50:00 时是涨还是跌？',
    side: 'up',
    amount: '10.00000000',
    status: 0,
    payout: '0',
    created_at: '2026-03-01 10:05:00',
    created_at_ts: 1772330700000,
    settles_at_ts: 1772334000000,
    outcome: '',
    ...overrides,
  }
}
