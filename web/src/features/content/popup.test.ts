import { describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import type { News } from '@/lib/types'
import { dismissPopup, MAX_REMEMBERED_POPUPS, shouldShowPopup, withDismissed } from './popup'

const notice = (id: number): News => ({
  id,
  c_id: 4,
  title: `Notice ${id}`,
  abstract: '',
  cover: '',
  create_time: '',
  create_time_ts: 0,
})

describe('home pop-up notice', () => {
  it('is shown when there is a notice that was never dismissed', () => {
    expect(shouldShowPopup(notice(7), [])).toBe(true)
    expect(shouldShowPopup(notice(7), [3, 5])).toBe(true)
  })

  it('is not shown when the server has none or sends an id of 0', () => {
    expect(shouldShowPopup(null, [])).toBe(false)
    expect(shouldShowPopup(undefined, [])).toBe(false)
    expect(shouldShowPopup(notice(0), [])).toBe(false)
  })

  it('is shown once per id: after dismissal the same id stays hidden and a new id shows again', () => {
    expect(shouldShowPopup(notice(7), storage.getDismissedPopups())).toBe(true)
    dismissPopup(7)
    expect(shouldShowPopup(notice(7), storage.getDismissedPopups())).toBe(false)
    expect(shouldShowPopup(notice(8), storage.getDismissedPopups())).toBe(true)
  })

  it('remembers dismissed ids under a mercato. key', () => {
    dismissPopup(12)
    expect(JSON.parse(localStorage.getItem('mercato.dismissedPopups') ?? 'null')).toEqual([12])
  })

  it('keeps each id once and forgets the oldest beyond the limit', () => {
    expect(withDismissed([1, 2, 3], 2)).toEqual([1, 3, 2])
    const many = Array.from({ length: MAX_REMEMBERED_POPUPS }, (_, i) => i + 1)
    const next = withDismissed(many, 999)
    expect(next).toHaveLength(MAX_REMEMBERED_POPUPS)
    expect(next[0]).toBe(2)
    expect(next.at(-1)).toBe(999)
  })

  it('ignores stored values that are not a list of ids', () => {
    localStorage.setItem('mercato.dismissedPopups', '"oops"')
    expect(storage.getDismissedPopups()).toEqual([])
    localStorage.setItem('mercato.dismissedPopups', '[1,"2",3.5,4]')
    expect(storage.getDismissedPopups()).toEqual([1, 4])
  })
})
