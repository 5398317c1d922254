import { describe, expect, it, vi } from 'vitest'
import { walletKeys } from '@/features/wallet'
import { testQueryClient } from '@/test/providers'
import { settledOption, testOption } from './fixtures'
import { microKeys } from './keys'
import { applyOptionResult } from './live'
import { dismissSettled, enqueueSettled, EMPTY_QUEUE, noteSettled } from './settled'
import type { OptionRow, SettledQueue } from './types'

vi.mock('@/lib/socket', () => ({ onSocketEvent: () => () => undefined, isInUserRoom: () => true }))

describe('option results written into the query cache', () => {
  it('take a settled option out of the open ones, store it and queue its popup once', () => {
    const client = testQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    client.setQueryData<OptionRow[]>(microKeys.open, [testOption(), testOption({ id: 32 })])
    const won = settledOption('95010.00', 1, '85.00000000')
    applyOptionResult(client, { type: 'option_result', event: 'settled', data: won })
    applyOptionResult(client, { type: 'option_result', event: 'settled', data: won })
    expect(client.getQueryData<OptionRow[]>(microKeys.open)?.map((o) => o.id)).toEqual([32])
    expect(client.getQueryData(microKeys.result(31))).toEqual(won)
    expect(client.getQueryData<SettledQueue>(microKeys.settled)).toEqual({ pending: [won], seen: [31] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: walletKeys.list })
  })

  it('leave an option that has not settled alone, and ignore payloads without an order', () => {
    const client = testQueryClient()
    noteSettled(client, testOption({ status: 2 }))
    applyOptionResult(client, { type: 'option_result' })
    expect(client.getQueryData(microKeys.settled)).toBeUndefined()
  })

  it('drop a dismissed result from the queue but remember it was shown', () => {
    const client = testQueryClient()
    const won = settledOption('95010.00', 1, '85')
    client.setQueryData(microKeys.settled, enqueueSettled(EMPTY_QUEUE, won))
    dismissSettled(client, 31)
    expect(client.getQueryData<SettledQueue>(microKeys.settled)).toEqual({ pending: [], seen: [31] })
    expect(enqueueSettled(client.getQueryData(microKeys.settled), won).pending).toEqual([])
  })
})
