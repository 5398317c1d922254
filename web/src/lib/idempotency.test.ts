import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotency'

describe('idempotency keys', () => {
  it('makes a new random key for every submission', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})
