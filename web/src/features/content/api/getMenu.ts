import { get } from '@/lib/request'
import type { MenuEntry } from '../types'

/** GET /menu: the shown home menu entries, by `sort`. */
export function getMenu(): Promise<MenuEntry[]> {
  return get<MenuEntry[]>('/menu')
}
