/** Everything of customer service is the signed-in user's, so it lives under `user` and goes with the session. */
export const supportKeys = {
  all: ['user', 'support'] as const,
  conversation: ['user', 'support', 'conversation'] as const,
  poll: ['user', 'support', 'poll'] as const,
  unread: ['user', 'support', 'unread'] as const,
}
