import { describe, expect, it } from 'vitest'
import { can, couponTabs, loanTabs, mayOpen, otcTabs, ROLES, SCREENS, visibleScreens } from './access'

describe('what each role sees', () => {
  it('shows an admin every screen', () => {
    expect(visibleScreens('admin')).toEqual(Object.keys(SCREENS))
  })

  it('keeps finance screens away from support, and shows it users, P2P disputes, customer service, the dashboard and its second factor', () => {
    const screens = visibleScreens('support')
    expect(screens).toEqual(['dashboard', 'users', 'otc', 'support', 'security'])
    expect(mayOpen('support', 'withdrawals')).toBe(false)
    expect(can('support', 'funds.decide')).toBe(false)
  })

  it('shows finance the money screens and user balances, but not identity, content or the audit log', () => {
    expect(visibleScreens('finance')).toEqual([
      'dashboard',
      'users',
      'deposits',
      'withdrawals',
      'ledger',
      'earn',
      'loans',
      'quickbuy',
      'coupons',
      'security',
    ])
    expect(can('finance', 'users.balances')).toBe(true)
    expect(can('finance', 'users.find')).toBe(false)
  })

  it('shows compliance identity, users, trader applications, loan eligibility and P2P, with freezing and ending sessions', () => {
    expect(visibleScreens('compliance')).toEqual([
      'dashboard',
      'users',
      'identity',
      'traders',
      'loans',
      'otc',
      'security',
    ])
    expect(can('compliance', 'users.freeze')).toBe(true)
    expect(can('compliance', 'users.sessions_end')).toBe(true)
    expect(can('compliance', 'users.balances')).toBe(false)
  })

  it('shows content operators content, menus, the quiz rounds, coupon campaigns, chat moderation and NFTs only', () => {
    expect(visibleScreens('content')).toEqual([
      'dashboard',
      'content',
      'menus',
      'quiz',
      'coupons',
      'chat',
      'nft',
      'security',
    ])
  })

  it('gives the NFT screen to content operators and admins only', () => {
    expect(mayOpen('content', 'nft')).toBe(true)
    expect(mayOpen('admin', 'nft')).toBe(true)
    for (const role of ['finance', 'compliance', 'support'] as const) expect(mayOpen(role, 'nft')).toBe(false)
  })

  it('gives coupon campaigns to content and the marketing reserve to finance, both to admins', () => {
    expect(couponTabs('admin')).toEqual(['campaigns', 'reserve'])
    expect(couponTabs('content')).toEqual(['campaigns'])
    expect(couponTabs('finance')).toEqual(['reserve'])
    for (const role of ['compliance', 'support'] as const) {
      expect(mayOpen(role, 'coupons')).toBe(false)
      expect(couponTabs(role)).toEqual([])
    }
    expect(couponTabs(undefined)).toEqual([])
  })

  it('gives chat moderation to content operators and admins only', () => {
    expect(mayOpen('admin', 'chat')).toBe(true)
    expect(mayOpen('content', 'chat')).toBe(true)
    for (const role of ['finance', 'compliance', 'support'] as const) expect(mayOpen(role, 'chat')).toBe(false)
  })

  it('gives the quiz rounds to content operators and admins only', () => {
    expect(mayOpen('admin', 'quiz')).toBe(true)
    for (const role of ['finance', 'compliance', 'support'] as const) expect(mayOpen(role, 'quiz')).toBe(false)
  })

  it('gives the loans screen whole to finance and admins only, and compliance just its eligibility tab', () => {
    expect(loanTabs('admin')).toEqual(['loans', 'offers', 'reserve', 'eligibility'])
    expect(loanTabs('finance')).toEqual(['loans', 'offers', 'reserve', 'eligibility'])
    expect(loanTabs('compliance')).toEqual(['eligibility'])
    expect(can('compliance', 'loans.manage')).toBe(false)
    for (const role of ['support', 'content'] as const) {
      expect(mayOpen(role, 'loans')).toBe(false)
      expect(loanTabs(role)).toEqual([])
    }
    expect(loanTabs(undefined)).toEqual([])
  })

  it('gives P2P merchant applications to compliance, and P2P orders and disputes to support and compliance', () => {
    expect(otcTabs('admin')).toEqual(['merchants', 'orders'])
    expect(otcTabs('compliance')).toEqual(['merchants', 'orders'])
    expect(otcTabs('support')).toEqual(['orders'])
    for (const role of ['finance', 'content'] as const) {
      expect(mayOpen(role, 'otc')).toBe(false)
      expect(otcTabs(role)).toEqual([])
    }
  })

  it('gives the quick buy screen to finance and admins only', () => {
    expect(mayOpen('finance', 'quickbuy')).toBe(true)
    for (const role of ['compliance', 'support', 'content'] as const) expect(mayOpen(role, 'quickbuy')).toBe(false)
  })

  it('leaves settings, operators and the audit log to admins', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect(mayOpen(role, 'settings')).toBe(false)
      expect(mayOpen(role, 'operators')).toBe(false)
      expect(mayOpen(role, 'audit')).toBe(false)
    }
  })

  it('shows nothing before the role is known', () => {
    expect(visibleScreens(undefined)).toEqual([])
  })
})
