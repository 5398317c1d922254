/** Private queries live under `user`, so logging out drops them. */
export const mailKeys = {
  all: ['user', 'mail'] as const,
  list: (lang: string) => ['user', 'mail', lang, 'list'] as const,
  summary: (lang: string) => ['user', 'mail', lang, 'summary'] as const,
}
