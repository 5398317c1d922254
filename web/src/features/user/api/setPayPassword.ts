import { post } from '@/lib/request'

export interface PayPasswordParams {
  pay_password: string
  re_pay_password: string
  code: string
}

/** POST /safe/pay_password: sets or resets the 6-digit pay password with a code. */
export function setPayPassword(params: PayPasswordParams): Promise<string> {
  return post<string>('/safe/pay_password', { ...params })
}
