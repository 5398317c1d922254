/** Private queries live under `user`, so logging out drops them and pushes refresh them. */
export const leverKeys = {
  all: ['user', 'lever'] as const,
  deal: (currencyId: number, legalId: number) => ['user', 'lever', 'deal', currencyId, legalId] as const,
  dealAll: ['user', 'lever', 'dealall'] as const,
  /** Rows of one pair in one state (1 holding, 0 entrust): the key ends with currency, legal and status. */
  rows: (currencyId: number, legalId: number, status: number) =>
    ['user', 'lever', 'dealall', currencyId, legalId, status] as const,
  history: (lang: string, status: number) => ['user', 'lever', 'my_trade', lang, status] as const,
  /** The published rules of the contracts, the same for everyone. */
  rules: ['lever', 'rules'] as const,
}
