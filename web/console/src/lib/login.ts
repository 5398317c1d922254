import { ApiError } from './api'

/**
 * What a failed sign-in means for the form: the operator has the second factor on and sent no code (ask for it),
 * sent a wrong or used code (say so at the code), or the sign-in failed otherwise (say so on the form).
 */
export type LoginFailure =
  | { kind: 'needs_code'; message: string }
  | { kind: 'wrong_code'; message: string }
  | { kind: 'failed'; message: string; field?: string }

export function loginFailure(error: unknown, sentCode: boolean): LoginFailure {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_code' && error.field === 'totp') {
      return sentCode ? { kind: 'wrong_code', message: error.message } : { kind: 'needs_code', message: error.message }
    }
    return { kind: 'failed', message: error.message, field: error.field }
  }
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
}

/** The login form's fields as the server reads them; a blank code is left out. */
export function loginFields(values: { email: string; password: string; totp?: string }) {
  const totp = values.totp?.trim()
  return { email: values.email.trim(), password: values.password, totp: totp ? totp : undefined }
}
