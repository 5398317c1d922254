/** Shared input validators (SPEC §5). Each takes the raw input and answers true when it is valid. */

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value)
}

/** Mainland China mobile: 11 digits, starting with 1, second digit 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value)
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '' && !/\s/.test(value)
  } catch {
    return false
  }
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** `YYYY-MM-DD` or `YYYY/MM/DD`, a real calendar day. */
export function isDate(value: string): boolean {
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(value)
  return match !== null && isCalendarDate(Number(match[1]), Number(match[3]), Number(match[4]))
}

/** A decimal number, optionally signed. */
export function isNumber(value: string): boolean {
  return /^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(value)
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value)
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK_CHARS = '10X98765432'

/** 18-character resident ID number (GB 11643): region, birth date and check digit. */
export function isIdNumber(value: string): boolean {
  const id = value.toUpperCase()
  const match = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id)
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return false
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0)
  return id[17] === ID_CHECK_CHARS[sum % 11]
}

/** A positive amount with at most 10 decimals. */
export function isAmount(value: string): boolean {
  return /^\d+(\.\d{1,10})?$/.test(value) && /[1-9]/.test(value)
}

export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value)
}

export function isLettersOrDigits(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value)
}

/** A number between min and max, both included. */
export function inRange(value: string | number, min: number, max: number): boolean {
  if (typeof value === 'string' && !isNumber(value)) return false
  const n = Number(value)
  return n >= min && n <= max
}

/** The characters of a text as the server counts them: code points, so an emoji counts once, as a letter does. */
export function charCount(value: string): number {
  return [...value].length
}

/** Length in characters (not UTF-16 units) between min and max, both included. */
export function hasLength(value: string, min: number, max: number): boolean {
  const length = charCount(value)
  return length >= min && length <= max
}

/** JSON text of an object or array. */
export function isJson(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** Landline: area code of 3–4 digits, a dash, 7–8 digits, optional extension. */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/.test(value)
}

/** Verification code of exactly `length` letters or digits. */
export function isCode(value: string, length = 6): boolean {
  return new RegExp(`^[A-Za-z0-9]{${length}}$`).test(value)
}

const SPECIAL =
  /[!-/:-@[-`{-~\u00B7\u2014\u2018\u2019\u201C\u201D\u2026\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\uFFE0-\uFFE6]/

/** True when the text holds ASCII or full-width punctuation or symbols. */
export function hasSpecialChars(value: string): boolean {
  return SPECIAL.test(value)
}

const NAME_CHARS = /^[\u4E00-\u9FA5A-Za-z0-9]+$/

/** Nickname: 2–10 characters, Chinese, English letters or digits. */
export function isNickname(value: string): boolean {
  return NAME_CHARS.test(value) && hasLength(value, 2, 10)
}

/** Profile signature: 2–30 characters, Chinese, English letters or digits. */
export function isSignature(value: string): boolean {
  return NAME_CHARS.test(value) && hasLength(value, 2, 30)
}

/** Password: longer than 6 characters (the server also caps it at 64). */
export function isPassword(value: string): boolean {
  return hasLength(value, 7, 64)
}

/** Pay password: exactly 6 digits. */
export function isPin(value: string): boolean {
  return /^\d{6}$/.test(value)
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return isPassword(confirmation) && password === confirmation
}

export type AccountType = 'email' | 'mobile'

/** Mainland numbers follow the strict mainland rule; other regions take 5 to 15 digits. */
export function isMobileFor(areaCode: string, value: string): boolean {
  return areaCode === '86' ? isMobile(value) : /^\d{5,15}$/.test(value)
}

export function isAccountValid(type: AccountType, areaCode: string, value: string): boolean {
  return type === 'email' ? isEmail(value) : isMobileFor(areaCode, value)
}
