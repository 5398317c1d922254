import { Conversations } from './support/Conversations'

/**
 * Customer service: users' conversations with support. An operator reads one, replies (the reply waits for a user
 * who is offline) or closes it; the server audits replies and closings.
 */
export default function Support() {
  return <Conversations />
}
