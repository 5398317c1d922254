import type { KlineSource } from './types'

/** Query keys of market data; favourites are private, so they live under `user` and go with the session. */
export const marketKeys = {
  quotations: ['market', 'quotation'] as const,
  quotation: (lang: string) => ['market', 'quotation', lang] as const,
  kline: (symbol: string, period: string, source: KlineSource = 'trade') =>
    ['market', 'kline', symbol, period, source] as const,
  depth: (symbol: string) => ['market', 'depth', symbol] as const,
  trades: (symbol: string) => ['market', 'trades', symbol] as const,
  favourites: ['user', 'market', 'favourites'] as const,
}
