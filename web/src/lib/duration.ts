export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * A duration the server publishes in English words (`1-3 days`, `2-5 working days`, `30 days`) in the user's
 * language; a text of another form is shown as sent, and `--` when there is none.
 */
export function localizeDays(text: string | null | undefined, t: Translate): string {
  const value = (text ?? '').trim()
  if (value === '') return '--'
  const match = /^(\d+)(?:\s*[-–~]\s*(\d+))?\s*(working\s+|business\s+)?days?$/i.exec(value)
  if (!match) return value
  const [, min, max, working] = match
  const prefix = working ? 'time.working_' : 'time.'
  if (max !== undefined) return t(`${prefix}days_range`, { min, max })
  if (min === '1') return t(working ? 'time.one_working_day' : 'time.one_day')
  return t(`${prefix}days_count`, { count: Number(min) })
}
