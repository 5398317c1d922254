import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type PayPasswordParams = Schemas['PayPasswordForm']

/** POST /safe/pay_password: sets or resets the 6-digit pay password with a code. */
export function setPayPassword(params: PayPasswordParams): Promise<string> {
  return post<string>('/safe/pay_password', { ...params })
}
