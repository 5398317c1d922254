import { post } from '@/lib/request'

/** POST /user/cash_info_international: the form's labels (in the request language) and the saved values. */
export function getCashInternational(): Promise<{ forms: string[]; data: string[] }> {
  return post<{ forms: string[]; data: string[] }>('/user/cash_info_international')
}
