/** The config, ads and merchants are public; the caller's merchant record, ads, orders and chats live under `user`. */
export const otcKeys = {
  configAll: ['otc', 'config'] as const,
  config: (lang: string) => ['otc', 'config', lang] as const,
  adsAll: ['otc', 'ads'] as const,
  ads: (lang: string, side: number, currency: number, fiat: string) =>
    ['otc', 'ads', lang, side, currency, fiat] as const,
  adAll: ['otc', 'ad'] as const,
  ad: (lang: string, id: number) => ['otc', 'ad', lang, id] as const,
  all: ['user', 'otc'] as const,
  myMerchantAll: ['user', 'otc', 'my_merchant'] as const,
  myMerchant: (lang: string) => ['user', 'otc', 'my_merchant', lang] as const,
  myAdsAll: ['user', 'otc', 'my_ads'] as const,
  myAds: (lang: string) => ['user', 'otc', 'my_ads', lang] as const,
  ordersAll: ['user', 'otc', 'orders'] as const,
  orders: (lang: string, filter: string) => ['user', 'otc', 'orders', lang, filter] as const,
  orderAll: ['user', 'otc', 'order'] as const,
  order: (id: number) => ['user', 'otc', 'order', id] as const,
  chat: (orderId: number) => ['user', 'otc', 'chat', orderId] as const,
}
