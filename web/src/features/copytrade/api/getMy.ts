import { get } from '@/lib/request'
import type { MyFollow } from '../types'

/** GET /follow/my: the caller's trader status with the published requirements, and the traders they follow. */
export function getMy(): Promise<MyFollow> {
  return get<MyFollow>('/follow/my')
}
