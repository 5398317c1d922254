/** Everything of referral is the signed-in user's, so it lives under `user` and goes with the session. */
export const referralKeys = {
  all: ['user', 'referral'] as const,
  invite: ['user', 'referral', 'invite'] as const,
  invitees: ['user', 'referral', 'invitees'] as const,
  rebates: ['user', 'referral', 'rebates'] as const,
  detail: (id: number) => ['user', 'referral', 'rebate', id] as const,
}
