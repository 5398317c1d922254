/** What other features use of the account session and of the wallets that sign in to it. */
export { useLogOut } from './queries'
export { chainName } from './wallet/connect'
export { useWalletLinks } from './wallet/queries'
