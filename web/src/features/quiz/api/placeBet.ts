import { postOnce } from '@/lib/request'
import type { QuizSide } from '../types'

/** POST /quiz/bet: stakes `amount` USDT of the change account on one side; `key` places it once. Answers the bet id. */
export function placeBet(roundId: number, side: QuizSide, amount: string, key: string): Promise<number> {
  return postOnce<number>('/quiz/bet', { round_id: roundId, side, amount }, key)
}
