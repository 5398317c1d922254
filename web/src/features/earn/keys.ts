/** Products are public; positions are private and live under `user`, so logging out drops them. */
export const earnKeys = {
  products: (lang: string) => ['lockming', 'products', lang] as const,
  productsAll: ['lockming', 'products'] as const,
  orders: ['user', 'lockming', 'orders'] as const,
  ordersPaged: (lang: string) => ['user', 'lockming', 'orders', 'paged', lang] as const,
  ordersAll: ['user', 'lockming', 'orders', 'all'] as const,
}
