import { get } from '@/lib/request'
import type { IeoDetail } from '../types'

/** GET /project/detail: one project with its links, the caller's balance and totals, and what is sold. */
export function getProjectDetail(projectId: number): Promise<IeoDetail> {
  return get<IeoDetail>('/project/detail', { project_id: projectId })
}
