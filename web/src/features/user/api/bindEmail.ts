import { post } from '@/lib/request'

/** POST /safe/email: binds an e-mail with the code sent by /sms_mail (scene bind_email). */
export function bindEmail(params: { email: string; code: string }): Promise<string> {
  return post<string>('/safe/email', { ...params })
}
