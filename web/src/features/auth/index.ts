/** What other features and the pages use of the account session and of the wallets that sign in to it. */
export { LinkedWalletsItem } from './components/LinkedWalletsItem'
export { TotpCodeInput } from './components/TotpCodeInput'
export { TotpItem } from './components/TotpItem'
export { useLogOut, useTotpStatus } from './queries'
