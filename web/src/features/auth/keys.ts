/** Private queries live under `user`, so logging out drops them. */
export const authKeys = {
  walletLinks: ['user', 'wallet_links'] as const,
  totpStatus: ['user', 'totp_status'] as const,
}
