import { post } from '@/lib/request'

/** POST /bind_box/readNFTOrderMessage: marks a won auction's notice read. */
export function readNFTOrderMessage(id: number): Promise<string> {
  return post<string>('/bind_box/readNFTOrderMessage', { id })
}
