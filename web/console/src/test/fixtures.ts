import type { WithdrawalItem } from '../lib/types'

/** A pending USDT withdrawal on TRC20 by user #12, as the withdrawals queue lists it, with `changes` applied. */
export function withdrawalItem(changes: Partial<WithdrawalItem> = {}): WithdrawalItem {
  return {
    id: 7,
    number: '2000.5',
    fee: '1',
    name: 'USDT',
    address: 'TXreceiver',
    network: 'TRC20',
    create_time: '2026-12-07 18:00:00',
    create_time_ts: Date.UTC(2026, 11, 7, 10, 0, 0),
    status: 1,
    status_text: 'Pending',
    notes: '',
    tx_hash: '',
    user_id: 12,
    email: 'a@b.c',
    account: 'alice',
    ...changes,
  }
}
