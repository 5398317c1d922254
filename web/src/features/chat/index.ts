/** What the pages use of the chat room besides its screen: the link to it. */
export { ChatLink } from './components/ChatLink'
