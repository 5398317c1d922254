import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { QuizRoundView } from '../types'

/** GET /quiz/rounds: guessing rounds first, then those not started, then the latest closed and settled. */
export function getRounds(page: number, limit: number): Promise<Pager<QuizRoundView>> {
  return get<Pager<QuizRoundView>>('/quiz/rounds', { page, limit })
}
