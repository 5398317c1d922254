/** What the pages use of the message centre. */
export { useUnreadCount } from './queries'
