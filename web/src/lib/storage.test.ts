import { describe, expect, it } from 'vitest'
import { DEFAULT_FIAT, migrateStorage, STORAGE_VERSION, storage } from './storage'

describe('storage', () => {
  it('clears the app values written by an older storage version, then records version 1', () => {
    localStorage.setItem('mercato.h5Version', '0')
    localStorage.setItem('mercato.token', '"old"')
    localStorage.setItem('mercato.lang', '"en"')
    migrateStorage()
    expect(storage.getToken()).toBe('')
    expect(storage.getLang()).toBeNull()
    expect(Number(localStorage.getItem('mercato.h5Version'))).toBe(STORAGE_VERSION)
  })

  it('treats values without a stored version as outdated', () => {
    localStorage.setItem('mercato.token', '"legacy"')
    migrateStorage()
    expect(storage.getToken()).toBe('')
    expect(Number(localStorage.getItem('mercato.h5Version'))).toBe(1)
  })

  it('keeps values of the current version', () => {
    storage.setToken('abc')
    localStorage.setItem('mercato.h5Version', '1')
    migrateStorage()
    expect(storage.getToken()).toBe('abc')
  })

  it('writes the version on a first visit without clearing anything else', () => {
    localStorage.setItem('other-app', 'keep')
    migrateStorage()
    expect(Number(localStorage.getItem('mercato.h5Version'))).toBe(1)
    expect(localStorage.getItem('other-app')).toBe('keep')
  })

  it('defaults the fiat choice to USD at rate 1', () => {
    expect(storage.getFiat()).toEqual(DEFAULT_FIAT)
    expect(DEFAULT_FIAT).toEqual({ currency_code: 'USD', rate: '1' })
    storage.setFiat({ currency_code: 'EUR', rate: '0.92' })
    expect(storage.getFiat()).toEqual({ currency_code: 'EUR', rate: '0.92' })
    localStorage.setItem('mercato.fiat', JSON.stringify({ currency_code: 7 }))
    expect(storage.getFiat()).toEqual(DEFAULT_FIAT)
  })

  it('clears token and user together but keeps the language', () => {
    storage.setToken('t')
    storage.setUser({ id: 1 } as never)
    storage.setLang('ja')
    storage.clearSession()
    expect(storage.getToken()).toBe('')
    expect(storage.getUser()).toBeNull()
    expect(storage.getLang()).toBe('ja')
  })
})
