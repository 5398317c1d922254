import { get } from '@/lib/request'
import type { IeoProjectListPage } from '../types'

/** GET /project: the IEO projects with their progress and the published allocation rule. */
export function getProjects(page = 1, limit = 50): Promise<IeoProjectListPage> {
  return get<IeoProjectListPage>('/project', { page, limit })
}
