import { describe, expect, it } from 'vitest'
import { isMuted, isUploadPath, pickRoom, textOk } from './rules'

describe('chat message texts', () => {
  it('are 1 to 500 characters', () => {
    expect(textOk('hi')).toBe(true)
    expect(textOk('   ')).toBe(false)
    expect(textOk('a'.repeat(500))).toBe(true)
    expect(textOk('a'.repeat(501))).toBe(false)
  })

  it('may hold line breaks but no other control characters', () => {
    expect(textOk('one\ntwo')).toBe(true)
    expect(textOk('bell\u0007')).toBe(false)
    expect(textOk('tab\there')).toBe(false)
  })
})

describe('picture messages', () => {
  it('show only upload paths', () => {
    expect(isUploadPath('/upload/2026/11/25/ab12.png')).toBe(true)
    expect(isUploadPath('https://evil.example.com/x.png')).toBe(false)
    expect(isUploadPath('/upload/x.png" onerror="alert(1)')).toBe(false)
  })
})

describe('the room opened', () => {
  const rooms = [{ id: 'zh' }, { id: 'en' }, { id: 'ja' }]

  it('is the one asked for, else the interface language’s, else the first', () => {
    expect(pickRoom(rooms, 'ja', 'en')).toBe('ja')
    expect(pickRoom(rooms, 'xx', 'en')).toBe('en')
    expect(pickRoom(rooms, null, 'kor')).toBe('zh')
    expect(pickRoom([], null, 'kor')).toBe('kor')
  })
})

describe('the mute', () => {
  it('holds until its end, and not at all when the server answers 0', () => {
    expect(isMuted({ muted_until_ts: 2_000 }, 1_000)).toBe(true)
    expect(isMuted({ muted_until_ts: 2_000 }, 2_000)).toBe(false)
    expect(isMuted({ muted_until_ts: 0 }, 1_000)).toBe(false)
  })
})
