import { get } from '@/lib/request'
import type { MailPage } from '../types'

export interface MailListParams {
  page: number
  limit: number
}

/** GET /mailMessage/getList: one page of the user's messages plus their unread count. */
export function getMailList(params: MailListParams): Promise<MailPage> {
  return get<MailPage>('/mailMessage/getList', { ...params })
}
