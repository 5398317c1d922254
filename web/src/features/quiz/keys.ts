/** The config is public; rounds carry the reader's stakes and bets are the reader's, so both live under `user`. */
export const quizKeys = {
  config: (lang: string) => ['quiz', 'config', lang] as const,
  roundsAll: ['user', 'quiz', 'rounds'] as const,
  rounds: (lang: string, reader: number) => ['user', 'quiz', 'rounds', lang, reader] as const,
  betsAll: ['user', 'quiz', 'bets'] as const,
  bets: (lang: string, reader: number) => ['user', 'quiz', 'bets', lang, reader] as const,
}
