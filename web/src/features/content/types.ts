import type { Schemas } from '@/lib/types'

/** `c_id` of announcements in /news/list. */
export const NEWS_NOTICES = 4
/** `c_id` of home banners in /news/list. */
export const NEWS_BANNERS = 5

export type NewsCategory = typeof NEWS_NOTICES | typeof NEWS_BANNERS

/** How a menu entry opens: 1 app route, 2 web view, 3 external browser. */
export type MenuOpenType = 1 | 2 | 3

/** An entry of the home menu from GET /menu: `title` is a translation key under `menu.`, `icon` an icon name or the
 * path of an image, `open_type` a `MenuOpenType` (any other number opens nothing). */
export type MenuEntry = Schemas['MenuItem']

/** The single pages served by their own endpoint. */
export type SinglePageName = 'faq' | 'contactus' | 'aboutus' | 'operational_compliance'
