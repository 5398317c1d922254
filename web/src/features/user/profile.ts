/** Built-in avatars shipped with the app, at `/media/avatars/<name>.svg`. */
export const BUILTIN_AVATARS = Array.from({ length: 8 }, (_, i) => `avatar_${i + 1}`)

/** The image address of a `head_portrait` value: built-in names, upload paths, or the default avatar. */
export function avatarUrl(headPortrait: string | undefined): string {
  const value = headPortrait?.trim() ?? ''
  if (BUILTIN_AVATARS.includes(value)) return `/media/avatars/${value}.svg`
  if (/^\/upload\/[A-Za-z0-9/._-]+$/.test(value)) return value
  return '/media/avatars/avatar_1.svg'
}
