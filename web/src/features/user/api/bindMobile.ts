import { post } from '@/lib/request'

/** POST /safe/mobile: binds the mobile with the code from /sms_send. */
export function bindMobile(params: { mobile: string; code: string; area_code: string }): Promise<string> {
  return post<string>('/safe/mobile', { ...params })
}
