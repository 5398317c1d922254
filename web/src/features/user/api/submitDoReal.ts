import { post } from '@/lib/request'

export interface DoRealParams {
  id_type: number
  name: string
  card_id: string
  front_pic: string
  reverse_pic: string
  hand_pic?: string
}

/** POST /user/do_real: files both levels in one review. */
export function submitDoReal(params: DoRealParams): Promise<string> {
  return post<string>('/user/do_real', { ...params })
}
