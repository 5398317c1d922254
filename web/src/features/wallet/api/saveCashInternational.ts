import { post } from '@/lib/request'

/** POST /user/cash_save_international: one value per form field, every one required. */
export function saveCashInternational(data: string[]): Promise<string> {
  return post<string>('/user/cash_save_international', { data })
}
