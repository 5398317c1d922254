/** What other features and the home page use of the operator's content. */
export { BannerSwiper } from './components/BannerSwiper'
export { MenuGrid } from './components/MenuGrid'
export { NoticeRow } from './components/NoticeRow'
export { NoticeTicker } from './components/NoticeTicker'
export { PopupNotice } from './components/PopupNotice'
export { contentKeys, useLatestNews, useMenu } from './queries'
export { NEWS_NOTICES } from './types'
