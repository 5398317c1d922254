import { post } from '@/lib/request'

export type RealSubmission =
  | { real_type: 1; id_type: number; name: string; card_id: string }
  | { real_type: 2; front_pic: string; reverse_pic: string; hand_pic?: string }

/** POST /user/real: files level 1 (document) or level 2 (pictures) for review. */
export function submitReal(params: RealSubmission): Promise<string> {
  return post<string>('/user/real', { ...params })
}
