import { request } from '@/lib/request'
import type { NftApplyInput } from '../types'

/** Refusals the application form shows beside its fields instead of as a toast: one pending, or a field refused. */
export const APPLY_SHOWN_ERRORS = ['artist_applied', 'invalid_params'] as const

/**
 * POST /bind_box/applyArtist: asks to become an artist, which a content operator approves in the console; answers
 * the server's confirmation text.
 */
export async function applyArtist(input: NftApplyInput): Promise<string> {
  const answer = await request<string>('/bind_box/applyArtist', {
    method: 'POST',
    data: { ...input },
    expected: APPLY_SHOWN_ERRORS,
  })
  return answer.message as string
}
