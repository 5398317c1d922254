/** Operator roles as the server names them; `admin` may do everything. */
export const ROLES = ['admin', 'finance', 'compliance', 'support', 'content'] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/**
 * What each role may do, as the server's handlers authorize it (admin always may). The console hides or disables
 * what a role may not do; the server stays the authority and its refusal is shown when it refuses.
 */
export const ABILITIES = {
  'users.find': ['support', 'compliance'],
  'users.sessions': ['support', 'compliance'],
  'users.sessions_end': ['compliance'],
  'users.totp_reset': ['compliance'],
  'users.freeze': ['compliance'],
  'users.balances': ['finance', 'support'],
  'users.message': ['support'],
  'identity.review': ['compliance'],
  'uploads.view': ['compliance', 'content'],
  'content.edit': ['content'],
  'funds.decide': ['finance'],
  'ledger.manage': ['finance'],
  'earn.manage': ['finance'],
  'loans.manage': ['finance'],
  'loans.eligibility': ['finance', 'compliance'],
  'otc.merchants': ['compliance'],
  'otc.disputes': ['support', 'compliance'],
  'quickbuy.manage': ['finance'],
  'support.reply': ['support'],
  'quiz.manage': ['content'],
  'coupons.campaigns': ['content'],
  'coupons.reserve': ['finance'],
  /** What the marketing account holds, shown beside the campaigns it pays for. */
  'coupons.balance': ['content', 'finance'],
  'chat.moderate': ['content'],
  /** Artists, artworks (minting and hiding) and blind-box series. */
  'nft.manage': ['content'],
  'traders.review': ['compliance'],
  'settings.change': [],
  'operators.manage': [],
  'audit.read': [],
} as const satisfies Record<string, readonly Role[]>

export type Ability = keyof typeof ABILITIES

export function can(role: Role | undefined, ability: Ability): boolean {
  if (!role) return false
  return role === 'admin' || (ABILITIES[ability] as readonly Role[]).includes(role)
}

/** The console's screens, each shown to a role that has any of its abilities (none: every operator). */
export const SCREENS = {
  dashboard: [],
  users: ['users.find', 'users.balances'],
  identity: ['identity.review'],
  deposits: ['funds.decide'],
  withdrawals: ['funds.decide'],
  ledger: ['ledger.manage'],
  content: ['content.edit'],
  menus: ['content.edit'],
  settings: ['settings.change'],
  operators: ['operators.manage'],
  audit: ['audit.read'],
  traders: ['traders.review'],
  earn: ['earn.manage'],
  loans: ['loans.manage', 'loans.eligibility'],
  otc: ['otc.merchants', 'otc.disputes'],
  quickbuy: ['quickbuy.manage'],
  support: ['support.reply'],
  quiz: ['quiz.manage'],
  coupons: ['coupons.campaigns', 'coupons.reserve'],
  chat: ['chat.moderate'],
  nft: ['nft.manage'],
  security: [],
} as const satisfies Record<string, readonly Ability[]>

export type Screen = keyof typeof SCREENS

export function mayOpen(role: Role | undefined, screen: Screen): boolean {
  if (!role) return false
  const needs = SCREENS[screen] as readonly Ability[]
  return needs.length === 0 || needs.some((ability) => can(role, ability))
}

/** The loans screen's tabs, each shown to a role with its ability: compliance sees only the eligibility flag. */
export const LOAN_TABS = {
  loans: 'loans.manage',
  offers: 'loans.manage',
  reserve: 'loans.manage',
  eligibility: 'loans.eligibility',
} as const satisfies Record<string, Ability>

export type LoanTab = keyof typeof LOAN_TABS

/** The loans screen's tabs a role sees, in tab order. */
export function loanTabs(role: Role | undefined): LoanTab[] {
  return (Object.keys(LOAN_TABS) as LoanTab[]).filter((tab) => can(role, LOAN_TABS[tab]))
}

/** The P2P screen's tabs: merchant applications are compliance's; support decides disputes with compliance. */
export const OTC_TABS = {
  merchants: 'otc.merchants',
  orders: 'otc.disputes',
} as const satisfies Record<string, Ability>

export type OtcTab = keyof typeof OTC_TABS

/** The P2P screen's tabs a role sees, in tab order. */
export function otcTabs(role: Role | undefined): OtcTab[] {
  return (Object.keys(OTC_TABS) as OtcTab[]).filter((tab) => can(role, OTC_TABS[tab]))
}

/** The coupons screen's tabs: campaigns are content's; the marketing reserve they are paid from is finance's. */
export const COUPON_TABS = {
  campaigns: 'coupons.campaigns',
  reserve: 'coupons.reserve',
} as const satisfies Record<string, Ability>

export type CouponTab = keyof typeof COUPON_TABS

/** The coupons screen's tabs a role sees, in tab order. */
export function couponTabs(role: Role | undefined): CouponTab[] {
  return (Object.keys(COUPON_TABS) as CouponTab[]).filter((tab) => can(role, COUPON_TABS[tab]))
}

/** The screens a role sees in the menu, in menu order. */
export function visibleScreens(role: Role | undefined): Screen[] {
  return (Object.keys(SCREENS) as Screen[]).filter((screen) => mayOpen(role, screen))
}
