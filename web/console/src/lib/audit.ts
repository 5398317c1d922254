import type { AuditLine } from './types'

/** Whether an audit line mentions `needle` in who, what, target, before, after or address. */
export function auditMatches(line: AuditLine, needle: string): boolean {
  const n = needle.trim().toLowerCase()
  if (n === '') return true
  return [line.actor, line.action, line.target, line.before, line.after, line.ip].some((f) =>
    f.toLowerCase().includes(n),
  )
}
