import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type UpdatePasswordParams = Schemas['LoginPasswordForm']

/**
 * POST /safe/login_password: changes the login password; every session, this one included, ends. (Existing clients'
 * /safe/update_password changes the pay password.)
 */
export function updatePassword(params: UpdatePasswordParams): Promise<string> {
  return post<string>('/safe/login_password', { ...params })
}
