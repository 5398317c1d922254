/** Private queries live under `user`, so logging out drops them and message pushes refresh them. */
export const walletKeys = {
  all: ['user', 'wallet'] as const,
  list: ['user', 'wallet', 'list'] as const,
  coins: ['user', 'wallet', 'coins'] as const,
  bill: (lang: string, currency: number, type: string) => ['user', 'wallet', 'bill', lang, currency, type] as const,
  withdrawals: (lang: string) => ['user', 'wallet', 'withdrawals', lang] as const,
  deposits: (lang: string) => ['user', 'wallet', 'deposits', lang] as const,
  transfers: (lang: string) => ['user', 'wallet', 'transfers', lang] as const,
  address: (currency: number) => ['user', 'wallet', 'address', currency] as const,
  chainDepositsAll: ['user', 'wallet', 'chainDeposits'] as const,
  chainDeposits: (lang: string, currency: number) => ['user', 'wallet', 'chainDeposits', lang, currency] as const,
  depositsAll: ['user', 'wallet', 'deposits'] as const,
  withdrawInfo: (currency: number) => ['user', 'wallet', 'withdrawInfo', currency] as const,
  addresses: ['user', 'wallet', 'addresses'] as const,
  bank: ['user', 'wallet', 'bank'] as const,
  bankInternational: (lang: string) => ['user', 'wallet', 'bankInternational', lang] as const,
}
