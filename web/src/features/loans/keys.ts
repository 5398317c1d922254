/** The offers are public; eligibility and loans are private and live under `user`, so logging out drops them. */
export const loansKeys = {
  configAll: ['loans', 'config'] as const,
  config: (lang: string) => ['loans', 'config', lang] as const,
  eligibility: ['user', 'loans', 'eligibility'] as const,
  listAll: ['user', 'loans', 'list'] as const,
  list: (lang: string, filter: string) => ['user', 'loans', 'list', lang, filter] as const,
}
