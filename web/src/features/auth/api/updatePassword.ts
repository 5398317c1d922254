import { post } from '@/lib/request'

export interface UpdatePasswordParams {
  password: string
  re_password: string
  code: string
}

/** POST /safe/update_password: changes the login password; every session, this one included, ends. */
export function updatePassword(params: UpdatePasswordParams): Promise<string> {
  return post<string>('/safe/update_password', { ...params })
}
