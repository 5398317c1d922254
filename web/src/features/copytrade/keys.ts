/** The leaderboard and profiles say whether the caller follows, so they live under `user` too and reload on login. */
export const copyKeys = {
  all: ['user', 'copytrade'] as const,
  traders: (lang: string, sort: string) => ['user', 'copytrade', 'traders', lang, sort] as const,
  trader: (lang: string, id: number) => ['user', 'copytrade', 'trader', lang, id] as const,
  history: (lang: string, id: number) => ['user', 'copytrade', 'history', lang, id] as const,
  my: (lang: string) => ['user', 'copytrade', 'my', lang] as const,
  copies: (lang: string) => ['user', 'copytrade', 'copies', lang] as const,
  closed: (lang: string) => ['user', 'copytrade', 'closed', lang] as const,
}
