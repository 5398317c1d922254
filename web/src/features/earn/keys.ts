/** Products are public; positions are private and live under `user`, so logging out drops them. */
export const earnKeys = {
  products: (lang: string) => ['lockming', 'products', lang] as const,
  productsAll: ['lockming', 'products'] as const,
  orders: ['user', 'lockming', 'orders'] as const,
  ordersPaged: (lang: string) => ['user', 'lockming', 'orders', 'paged', lang] as const,
  ordersAll: ['user', 'lockming', 'orders', 'all'] as const,
  projects: (lang: string) => ['ieo', 'projects', lang] as const,
  projectsAll: ['ieo', 'projects'] as const,
  /** A project's detail holds the caller's balance and totals, so it lives under `user` too. */
  project: (id: number, lang: string) => ['user', 'ieo', 'project', id, lang] as const,
  projectAll: ['user', 'ieo', 'project'] as const,
  subscriptions: (lang: string) => ['user', 'ieo', 'subscriptions', lang] as const,
  subscriptionsAll: ['user', 'ieo', 'subscriptions'] as const,
  dualProducts: (currencyId: number, type: string, lang: string) =>
    ['dual', 'products', currencyId, type, lang] as const,
  dualProduct: (id: number, lang: string) => ['dual', 'product', id, lang] as const,
  dualAll: ['dual'] as const,
  dualOrders: (lang: string) => ['user', 'dual', 'orders', lang] as const,
  dualOrdersAll: ['user', 'dual', 'orders'] as const,
}
