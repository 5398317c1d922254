import { describe, expect, it } from 'vitest'
import { saveFields, textIn, type EditValues } from './content'
import type { AdminNews } from './types'

const banner: AdminNews = {
  id: 6,
  c_id: 5,
  cover: '/media/banners/banner_1.svg',
  is_popup: 0,
  is_shown: 1,
  is_sample: 1,
  sort: 1,
  created_at: '2026-01-01 08:25:00',
  texts: {
    zh: { lang: 'zh', title: '每一笔', abstract: '', content: '' },
    en: { lang: 'en', title: 'Every change', abstract: '', content: '' },
  },
}

const values: EditValues = {
  c_id: 5,
  text_lang: 'en',
  title: ' Spring offer ',
  abstract: '',
  content: '',
  cover: '/upload/2026/01/01/a.png',
  is_shown: true,
  is_popup: true,
  sort: 2,
}

describe('saving content', () => {
  it('sends the edit of an existing row with its id, never letting a banner pop up', () => {
    expect(saveFields(values, banner)).toMatchObject({
      id: 6,
      c_id: 5,
      text_lang: 'en',
      title: 'Spring offer',
      cover: '/upload/2026/01/01/a.png',
      clear_cover: undefined,
      is_popup: false,
      sort: 2,
    })
  })

  it('clears the cover of an existing row when it is emptied, and leaves a new row without one', () => {
    expect(saveFields({ ...values, cover: '' }, banner)).toMatchObject({ cover: undefined, clear_cover: true })
    expect(saveFields({ ...values, cover: '' }, null)).toMatchObject({ id: undefined, clear_cover: undefined })
  })

  it('lets news pop up', () => {
    expect(saveFields({ ...values, c_id: 4 }, null).is_popup).toBe(true)
  })

  it("shows a row's text in the asked language, else the app's fallback zh", () => {
    expect(textIn(banner, 'en')?.title).toBe('Every change')
    expect(textIn(banner, 'ja')?.title).toBe('每一笔')
  })
})
