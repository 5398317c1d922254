import { ROUTES } from '@/lib/navigation'

/** A contact the security screen binds in a sheet. */
export type BindKind = 'email' | 'mobile'

/** The security screen with the sheet that binds `kind` open; kept in the address so that it survives a trip to the areas screen. */
export function bindPath(kind: BindKind): string {
  return `${ROUTES.security}?bind=${kind}`
}

/** The sheet named by the `bind` search parameter, if any. */
export function bindKindOf(value: string | null): BindKind | null {
  return value === 'email' || value === 'mobile' ? value : null
}
