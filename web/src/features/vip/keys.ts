/** The caller's level is theirs, so it lives under `user` and goes with the session. */
export const vipKeys = {
  mine: ['user', 'vip'] as const,
}
