/** What other features and the pages use of the account session and of the wallets that sign in to it. */
export { LinkedWalletsItem } from './components/LinkedWalletsItem'
export { useLogOut } from './queries'
