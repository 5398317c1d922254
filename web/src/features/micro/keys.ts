/** Durations are public; everything else is private and lives under `user`, so logging out drops it. */
export const microKeys = {
  seconds: (lang: string) => ['micro', 'seconds', lang] as const,
  all: ['user', 'micro'] as const,
  payable: ['user', 'micro', 'payable'] as const,
  /** Stake currencies as a guest or as the logged-in user. */
  payableFor: (loggedIn: boolean) => ['user', 'micro', 'payable', loggedIn] as const,
  open: ['user', 'micro', 'open'] as const,
  histories: ['user', 'micro', 'history'] as const,
  history: (lang: string) => ['user', 'micro', 'history', lang] as const,
  result: (id: number) => ['user', 'micro', 'result', id] as const,
  settled: ['user', 'micro', 'settled'] as const,
}
