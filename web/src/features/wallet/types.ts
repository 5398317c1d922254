/** Account kinds as the API names them. */
export type AccountKind = 'legal' | 'change' | 'lever' | 'micro'

export const ACCOUNT_KINDS: AccountKind[] = ['change', 'legal', 'lever', 'micro']

/** A WalletRow (API contract §5.0); the balance fields are named after the account kind. */
export type WalletRow = {
  id: number
  currency: number
  currency_name: string
  is_charge: number
  usdt_price: string
  cny_price: string
} & Record<string, string | number>

export interface AccountGroup {
  balance: WalletRow[]
  totle: string
  usdt_totle: string
  CNY: string
}

export interface WalletList {
  legal_wallet: AccountGroup
  change_wallet: AccountGroup
  micro_wallet: AccountGroup
  lever_wallet: AccountGroup
  ExRate: string
  /** 1 when on-chain deposits and withdrawals are open. */
  is_open_CTbi?: number
}

export interface LedgerLine {
  id: number
  currency: number
  currency_name: string
  account: string
  value: string
  /** The change of the frozen amount, for lines that freeze or release funds. */
  frozen_value: string
  type: number
  info: string
  transaction_info: string
  created_time: string
}

export interface WithdrawInfo {
  name: string
  rate: string
  fee_min: string
  min_number: string
  legal_balance: string
  change_balance: string
  limit_24h: string
  used_24h: string
  networks: string[]
}

export interface WithdrawalItem {
  id: number
  number: string
  fee: string
  name: string
  address: string
  network: string
  create_time: string
  status: number
  status_text: string
  notes: string
  tx_hash?: string
}

export interface DepositItem {
  id: number
  currency?: number
  name: string
  amount: string
  status: number
  status_text: string
  notes: string
  created_at: string
}

export interface DataPage<T> {
  data: T[]
  page: number
  pages: number
  total: number
}

/** The Pager shape (API contract §4), used by `/wallet/hzhistory`. */
export interface Pager<T> {
  current_page: number
  data: T[]
  last_page: number
  per_page: number
  total: number
}
