import { get } from '@/lib/request'
import type { QuizConfig } from '../types'

/** GET /quiz/config: the published rules. */
export function getConfig(): Promise<QuizConfig> {
  return get<QuizConfig>('/quiz/config')
}
