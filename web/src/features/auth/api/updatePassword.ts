import { post } from '@/lib/request'

export interface UpdatePasswordParams {
  password: string
  re_password: string
  code: string
}

/** POST /safe/login_password: changes the login password; every session, this one included, ends. (Existing clients' /safe/update_password changes the pay password.) */
export function updatePassword(params: UpdatePasswordParams): Promise<string> {
  return post<string>('/safe/login_password', { ...params })
}
