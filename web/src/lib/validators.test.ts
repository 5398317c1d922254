import { describe, expect, it } from 'vitest'
import {
  hasLength,
  hasSpecialChars,
  inRange,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdNumber,
  isJson,
  isLandline,
  isLetters,
  isLettersOrDigits,
  isMobile,
  isNickname,
  isNumber,
  isPassword,
  isPin,
  isSignature,
  isUrl,
  passwordsMatch,
} from './validators'

describe('validators', () => {
  it('accepts ordinary e-mail addresses and rejects malformed ones', () => {
    expect(isEmail('alice@example.com')).toBe(true)
    expect(isEmail('a.b+c@mail.example.co.uk')).toBe(true)
    expect(isEmail('alice@example')).toBe(false)
    expect(isEmail('alice example.com')).toBe(false)
    expect(isEmail('@example.com')).toBe(false)
  })

  it('accepts mainland mobiles of 11 digits whose second digit is 3 to 9', () => {
    expect(isMobile('13800138000')).toBe(true)
    expect(isMobile('19912345678')).toBe(true)
    expect(isMobile('12800138000')).toBe(false)
    expect(isMobile('1380013800')).toBe(false)
    expect(isMobile('23800138000')).toBe(false)
    expect(isMobile('138001380001')).toBe(false)
  })

  it('accepts http, https and ftp urls with a host only', () => {
    expect(isUrl('https://example.com/path?q=1')).toBe(true)
    expect(isUrl('ftp://files.example.com')).toBe(true)
    expect(isUrl('javascript:alert(1)')).toBe(false)
    expect(isUrl('example.com')).toBe(false)
  })

  it('accepts real calendar dates and rejects impossible ones', () => {
    expect(isDate('2024-02-29')).toBe(true)
    expect(isDate('2024/1/5')).toBe(true)
    expect(isDate('2023-02-29')).toBe(false)
    expect(isDate('2024-13-01')).toBe(false)
    expect(isDate('2024-01/05')).toBe(false)
  })

  it('tells numbers from digits', () => {
    expect(isNumber('-12.5')).toBe(true)
    expect(isNumber('.5')).toBe(true)
    expect(isNumber('1e5')).toBe(false)
    expect(isNumber('12.')).toBe(false)
    expect(isDigits('0123')).toBe(true)
    expect(isDigits('12.3')).toBe(false)
    expect(isDigits('')).toBe(false)
  })

  it('accepts an ID number whose check digit matches, including X', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true)
    expect(isIdNumber('11010519491231002x')).toBe(true)
    expect(isIdNumber('440304199003078714')).toBe(true)
  })

  it('rejects an ID number whose check digit is wrong', () => {
    expect(isIdNumber('110105194912310021')).toBe(false)
    expect(isIdNumber('440304199003078715')).toBe(false)
  })

  it('rejects an ID number with an impossible birth date or wrong length', () => {
    expect(isIdNumber('110105194902300021')).toBe(false)
    expect(isIdNumber('11010519491231002')).toBe(false)
    expect(isIdNumber('010105194912310021')).toBe(false)
  })

  it('accepts positive amounts with up to 10 decimals', () => {
    expect(isAmount('1')).toBe(true)
    expect(isAmount('0.0000000001')).toBe(true)
    expect(isAmount('1234.5')).toBe(true)
    expect(isAmount('0.00000000001')).toBe(false)
    expect(isAmount('0')).toBe(false)
    expect(isAmount('0.000')).toBe(false)
    expect(isAmount('-1')).toBe(false)
    expect(isAmount('1.')).toBe(false)
  })

  it('checks letters and letters with digits', () => {
    expect(isLetters('abcXYZ')).toBe(true)
    expect(isLetters('abc1')).toBe(false)
    expect(isLettersOrDigits('abc123')).toBe(true)
    expect(isLettersOrDigits('abc 123')).toBe(false)
  })

  it('checks ranges and lengths inclusively', () => {
    expect(inRange('5', 1, 5)).toBe(true)
    expect(inRange(0.5, 1, 5)).toBe(false)
    expect(inRange('abc', 1, 5)).toBe(false)
    expect(hasLength('你好', 2, 2)).toBe(true)
    expect(hasLength('abc', 4, 8)).toBe(false)
  })

  it('accepts JSON objects and arrays only', () => {
    expect(isJson('{"a":1}')).toBe(true)
    expect(isJson('[1,2]')).toBe(true)
    expect(isJson('1')).toBe(false)
    expect(isJson('{a:1}')).toBe(false)
  })

  it('accepts landlines with an area code and an optional extension', () => {
    expect(isLandline('010-12345678')).toBe(true)
    expect(isLandline('0755-1234567-123')).toBe(true)
    expect(isLandline('12345678')).toBe(false)
  })

  it('accepts codes of exactly the configured length, 6 by default', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('a1b2c3')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('1234', 4)).toBe(true)
  })

  it('finds ASCII and full-width special characters', () => {
    expect(hasSpecialChars('abc中文123')).toBe(false)
    expect(hasSpecialChars('a@b')).toBe(true)
    expect(hasSpecialChars('a b')).toBe(false)
    expect(hasSpecialChars('你好，世界')).toBe(true)
    expect(hasSpecialChars('价格￥')).toBe(true)
    expect(hasSpecialChars('《书》')).toBe(true)
  })

  it('accepts nicknames of 2 to 10 Chinese, English letters or digits', () => {
    expect(isNickname('小明')).toBe(true)
    expect(isNickname('Trader007')).toBe(true)
    expect(isNickname('a')).toBe(false)
    expect(isNickname('abcdefghijk')).toBe(false)
    expect(isNickname('bad name')).toBe(false)
  })

  it('counts Chinese characters one each and refuses punctuation, spaces and emoji in nicknames', () => {
    expect(isNickname('一二三四五六七八九十')).toBe(true)
    expect(isNickname('一二三四五六七八九十一')).toBe(false)
    expect(isNickname('小明😀')).toBe(false)
    expect(isNickname('小明，')).toBe(false)
    expect(isNickname('Zoë')).toBe(false)
  })

  it('accepts signatures of 2 to 30 of the same characters', () => {
    expect(isSignature('长期持有BTC')).toBe(true)
    expect(isSignature('a'.repeat(30))).toBe(true)
    expect(isSignature('a'.repeat(31))).toBe(false)
    expect(isSignature('hi!')).toBe(false)
  })

  it('wants a pay password of exactly 6 digits', () => {
    expect(isPin('024680')).toBe(true)
    expect(isPin('12345')).toBe(false)
    expect(isPin('1234567')).toBe(false)
    expect(isPin('12345a')).toBe(false)
    expect(isPin('１２３４５６')).toBe(false)
  })

  it('wants passwords longer than 6 characters and a matching confirmation', () => {
    expect(isPassword('123456')).toBe(false)
    expect(isPassword('1234567')).toBe(true)
    expect(passwordsMatch('secret123', 'secret123')).toBe(true)
    expect(passwordsMatch('secret123', 'secret124')).toBe(false)
    expect(passwordsMatch('123456', '123456')).toBe(false)
  })
})
