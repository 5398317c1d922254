import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { QuizBetView } from '../types'

/** GET /quiz/my_bets: the caller's bets, newest first. */
export function getMyBets(page: number, limit: number): Promise<Pager<QuizBetView>> {
  return get<Pager<QuizBetView>>('/quiz/my_bets', { page, limit })
}
