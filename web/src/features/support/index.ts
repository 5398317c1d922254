/** What the pages use of customer service besides its screen: the link to it, with its unread replies. */
export { SupportLink } from './components/SupportLink'
