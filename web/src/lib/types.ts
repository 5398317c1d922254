/** Response envelope of the API (API contract §2). */
export interface Envelope<T = unknown> {
  type?: string
  code?: number
  message?: T
  msg?: string
  error?: string
  field?: string
  data?: unknown
}

export interface User {
  id: number
  account: string
  account_number: string
  email: string
  phone: string
  area_code: string
  nickname: string
  signature: string
  head_portrait: string
  extension_code: string
  score: number
  level: number
  real_level: number
  review_status: number
  has_pay_password: number
  create_date: string
}

export interface SiteConfig {
  site_name: string
  site_logo: string
  down_logo: string
  support_url: string
  zxkf_url: string
  telegram_url: string
  whats: string
  jie_url: string
  hk_url: string
  timezone: string
  default_lang: string
  demo: number
}

/** A news row (API contract §5.0): announcements (c_id 4), banners (5) and the single pages. */
export interface News {
  id: number
  c_id: number
  title: string
  abstract: string
  /** Sanitised HTML; left out in lists. */
  content?: string
  cover: string
  create_time: string
  create_time_ts?: number
}

/** The ListPage shape of paged endpoints (API contract §4). */
export interface ListPage<T> {
  list: T[]
  count: number
  page: number
  limit: number
}

/** `/real/state` (API contract §5.3). Review codes: 0 none, 1 reviewing, 2 passed, 3 rejected. */
export interface RealState {
  real_status: number
  review_status: number
  advanced_review_status: number
  real_data: {
    id_type: number
    name: string
    card_id: string
    front_pic: string
    reverse_pic: string
    hand_pic: string
    review_status: number
    advanced_user: number
    reject_reason: string
  } | null
}
