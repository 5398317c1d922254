import { get } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type Rule = Schemas['Rule']

/** GET /rules?product=lever: the contracts' published rules (spread, overnight rate, liquidation risk rate…). */
export function getRules(): Promise<Rule[]> {
  return get<Rule[]>('/rules', { product: 'lever' })
}
