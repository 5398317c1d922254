/** What other features use of the wallet: the balances query, its keys and the money helpers. */
export { walletKeys } from './keys'
export { available, isAmount } from './money'
export { pagerAsListPage } from './lists'
export { useWalletList } from './queries'
export type { Pager } from './types'
