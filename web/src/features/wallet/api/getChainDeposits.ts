import { get } from '@/lib/request'
import type { ChainDeposits } from '../types'

/** GET /wallet/chain_deposits: the terms of the asset's networks and the user's transfers seen on chain. */
export function getChainDeposits(currency: number): Promise<ChainDeposits> {
  return get<ChainDeposits>('/wallet/chain_deposits', { currency })
}
