import { storage } from '@/lib/storage'
import type { News } from '@/lib/types'

/** How many dismissed pop-up ids are remembered; older ones are forgotten first. */
export const MAX_REMEMBERED_POPUPS = 50

/** A pop-up notice is shown when there is one with a real id that was not dismissed before. */
export function shouldShowPopup(news: News | null | undefined, dismissed: readonly number[]): news is News {
  return !!news && Number.isInteger(news.id) && news.id > 0 && !dismissed.includes(news.id)
}

/** The dismissed ids with `id` added last, keeping at most `max`. */
export function withDismissed(dismissed: readonly number[], id: number, max = MAX_REMEMBERED_POPUPS): number[] {
  return [...dismissed.filter((known) => known !== id), id].slice(-max)
}

/** Remembers in storage that the pop-up `id` was dismissed, so it is not shown again. */
export function dismissPopup(id: number): void {
  storage.setDismissedPopups(withDismissed(storage.getDismissedPopups(), id))
}
