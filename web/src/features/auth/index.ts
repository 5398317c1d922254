/** What other features use of the account session. */
export { useLogOut } from './queries'
