import { describe, expect, it } from 'vitest'
import { avatarUrl } from './profile'

describe('avatar addresses', () => {
  it('turns built-in names and upload paths into image addresses and anything else into the default', () => {
    expect(avatarUrl('avatar_3')).toBe('/media/avatars/avatar_3.svg')
    expect(avatarUrl('/upload/2026/01/01/abc.png')).toBe('/upload/2026/01/01/abc.png')
    expect(avatarUrl('')).toBe('/media/avatars/avatar_1.svg')
    expect(avatarUrl('javascript:alert(1)')).toBe('/media/avatars/avatar_1.svg')
    expect(avatarUrl('avatar_9')).toBe('/media/avatars/avatar_1.svg')
  })
})
