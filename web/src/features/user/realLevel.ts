/** Translation key of a verification level (0 none, 1 basic, 2 advanced). */
export function realLevelKey(level: number | undefined): string {
  return `setting.real_level_${Math.min(Math.max(level ?? 0, 0), 2)}`
}
