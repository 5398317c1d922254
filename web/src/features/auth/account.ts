import { isEmail, isMobile } from '@/lib/validators'

export type AccountType = 'email' | 'mobile'

/** Mainland numbers follow the strict mainland rule; other regions take 5 to 15 digits. */
export function isMobileFor(areaCode: string, value: string): boolean {
  return areaCode === '86' ? isMobile(value) : /^\d{5,15}$/.test(value)
}

export function isAccountValid(type: AccountType, areaCode: string, value: string): boolean {
  return type === 'email' ? isEmail(value) : isMobileFor(areaCode, value)
}
