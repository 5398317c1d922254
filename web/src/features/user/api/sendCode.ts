import { post } from '@/lib/request'

export type CodeScene = 'register' | 'forget' | 'update_password' | 'pay_password' | 'bind_email'

export interface SendCodeParams {
  user_string: string
  scene: CodeScene
  /** Dialling code without `+`, for codes sent to a mobile. */
  area_code?: string
}

/** POST /sms_mail: sends a 6-digit code by e-mail or SMS. */
export function sendCode(params: SendCodeParams): Promise<string> {
  return post<string>('/sms_mail', { ...params })
}
