import { describe, expect, it } from 'vitest'
import { can, mayOpen, ROLES, SCREENS, visibleScreens } from './access'

describe('what each role sees', () => {
  it('shows an admin every screen', () => {
    expect(visibleScreens('admin')).toEqual(Object.keys(SCREENS))
  })

  it('keeps finance screens away from support, and shows it users, the dashboard and its second factor', () => {
    const screens = visibleScreens('support')
    expect(screens).toEqual(['dashboard', 'users', 'security'])
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
      'security',
    ])
    expect(can('finance', 'users.balances')).toBe(true)
    expect(can('finance', 'users.find')).toBe(false)
  })

  it('shows compliance identity, users and trader applications, with freezing and ending sessions', () => {
    expect(visibleScreens('compliance')).toEqual(['dashboard', 'users', 'identity', 'traders', 'security'])
    expect(can('compliance', 'users.freeze')).toBe(true)
    expect(can('compliance', 'users.sessions_end')).toBe(true)
    expect(can('compliance', 'users.balances')).toBe(false)
  })

  it('shows content operators content and menus only', () => {
    expect(visibleScreens('content')).toEqual(['dashboard', 'content', 'menus', 'security'])
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
