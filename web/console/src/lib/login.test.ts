import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { loginFailure, loginFields } from './login'

describe('signing in', () => {
  it('asks for the authenticator code when the operator has it on and sent none', () => {
    const error = new ApiError('invalid_code', 'Wrong code', 'totp')
    expect(loginFailure(error, false)).toEqual({ kind: 'needs_code', message: 'Wrong code' })
  })

  it('says the code is wrong when one was sent', () => {
    const error = new ApiError('invalid_code', 'Wrong code', 'totp')
    expect(loginFailure(error, true)).toEqual({ kind: 'wrong_code', message: 'Wrong code' })
  })

  it("shows the server's message for any other failure", () => {
    const error = new ApiError('login_failed', '账号或密码错误')
    expect(loginFailure(error, false)).toEqual({ kind: 'failed', message: '账号或密码错误', field: undefined })
    expect(loginFailure(new Error('offline'), false)).toEqual({ kind: 'failed', message: 'offline' })
  })

  it('leaves a blank code out and trims the e-mail', () => {
    expect(loginFields({ email: ' a@x.io ', password: 'p', totp: '  ' })).toEqual({
      email: 'a@x.io',
      password: 'p',
      totp: undefined,
    })
    expect(loginFields({ email: 'a@x.io', password: 'p', totp: ' 123456 ' }).totp).toBe('123456')
  })
})
