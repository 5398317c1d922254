import { get } from '@/lib/request'
import type { NftRules } from '../types'

/** GET /bind_box/getRules: the resale fee and royalty, the hours a winner has to pay and who a forfeit goes to. */
export function getRules(): Promise<NftRules> {
  return get<NftRules>('/bind_box/getRules')
}
