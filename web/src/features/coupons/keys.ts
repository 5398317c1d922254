/** Coupons are the signed-in user's, so they live under `user` and go with the session. */
export const couponKeys = {
  all: ['user', 'coupons'] as const,
  list: (lang: string, status: number) => ['user', 'coupons', 'list', lang, status] as const,
  usable: (lang: string, kind: string) => ['user', 'coupons', 'usable', lang, kind] as const,
}
