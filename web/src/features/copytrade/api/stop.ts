import { post } from '@/lib/request'

/** POST /follow/stop: stops being a trader; no copy opens any more and open copies stay. */
export function stop(): Promise<string> {
  return post<string>('/follow/stop')
}
