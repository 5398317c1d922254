/** The config is public; orders are private and live under `user`, so logging out drops them. */
export const quickbuyKeys = {
  config: (lang: string) => ['quickbuy', 'config', lang] as const,
  ordersAll: ['user', 'quickbuy', 'orders'] as const,
  orders: (lang: string) => ['user', 'quickbuy', 'orders', lang] as const,
  orderAll: ['user', 'quickbuy', 'order'] as const,
  order: (id: number, lang: string) => ['user', 'quickbuy', 'order', id, lang] as const,
}
