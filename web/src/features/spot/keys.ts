/** Private queries live under `user`, so logging out drops them and pushes refresh them. */
export const spotKeys = {
  all: ['user', 'spot'] as const,
  open: (currencyId: number, legalId: number) => ['user', 'spot', 'open', currencyId, legalId] as const,
  orders: (lang: string, tab: 'open' | 'history') => ['user', 'spot', 'orders', lang, tab] as const,
}

export const convertKeys = {
  all: ['user', 'convert'] as const,
  list: ['user', 'convert', 'list'] as const,
  fee: (from: number, to: number) => ['user', 'convert', 'fee', from, to] as const,
}
