import type { Schemas } from '@/lib/types'

/** Account kinds as the API names them. */
export type AccountKind = 'legal' | 'change' | 'lever' | 'micro'

export const ACCOUNT_KINDS: AccountKind[] = ['change', 'legal', 'lever', 'micro']

/** A WalletRow (API contract §5.0); the balance fields are named after the account kind and only the group's own
 * kind is present. */
export type WalletRow = Schemas['WalletRow']

export type AccountGroup = Schemas['AccountGroup']

/** `/wallet/list`; `is_open_CTbi` is 1 when on-chain deposits and withdrawals are open. */
export type WalletList = Schemas['WalletList']

/** A ledger line; `frozen_value` is the change of the frozen amount, for lines that freeze or release funds. */
export type LedgerLine = Schemas['LedgerLine']

export type WithdrawInfo = Schemas['WithdrawInfo']

export type WithdrawalItem = Schemas['WithdrawalItem']

export type DepositItem = Schemas['DepositItem']

/** The DataPage shape of the deposit and withdrawal logs, for any row type. */
export type DataPage<T> = Omit<Schemas['WithdrawalItemDataPage'], 'data'> & { data: T[] }

/** The Pager shape (API contract §4), for any row type. */
export type Pager<T> = Omit<Schemas['LedgerLinePager'], 'data'> & { data: T[] }

/** A deposit and withdrawal channel: one asset on one network (`networks` lists all of the asset's). */
export type PaymentCoin = Schemas['PaymentCoin']

export type PaymentCoins = Schemas['PaymentCoins']

/** `/wallet/chain_deposits`: each network's terms and the user's transfers seen on chain, newest first. */
export type ChainDeposits = Schemas['ChainDeposits']

/** A transfer seen on chain: `status` 1 confirming, 2 credited, 3 below the minimum (shown, never credited). */
export type ChainDepositItem = Schemas['ChainDepositItem']

/** What deposits of an asset on one network need; `watched` when they are credited without a claim. */
export type ChainTerms = Schemas['ChainTerms']
