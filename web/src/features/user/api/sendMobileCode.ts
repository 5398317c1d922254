import { post } from '@/lib/request'

/** POST /sms_send: sends a code for binding `mobile` to the logged-in account. */
export function sendMobileCode(params: { area_code: string; mobile: string }): Promise<string> {
  return post<string>('/sms_send', { ...params })
}
