import type { AdminNews, NewsText } from './types'

/** The content categories the server keeps: notices (which may pop up), home banners and the single pages. */
export const CATEGORIES = [4, 5, 10, 11, 12, 13] as const
export type Category = (typeof CATEGORIES)[number]

/** The languages the server stores texts in. */
export const TEXT_LANGS = ['zh', 'hk', 'en', 'fra', 'spa', 'ja', 'th', 'kor', 'vn'] as const

/** A row's text in `lang`, else in zh (what the app falls back to), else in English, else any. */
export function textIn(row: AdminNews, lang: string): NewsText | undefined {
  return row.texts[lang] ?? row.texts.zh ?? row.texts.en ?? Object.values(row.texts)[0]
}

export interface EditValues {
  c_id: number
  text_lang: string
  title: string
  abstract?: string
  content?: string
  cover?: string
  is_shown: boolean
  is_popup: boolean
  sort?: number
}

/**
 * The fields of `/admin/api/content/save` for an edit: an emptied cover of an existing row is cleared with
 * `clear_cover`, and only notices may pop up.
 */
export function saveFields(values: EditValues, existing: AdminNews | null) {
  const cover = values.cover?.trim() ?? ''
  return {
    id: existing?.id,
    c_id: values.c_id,
    text_lang: values.text_lang,
    title: values.title.trim(),
    abstract: values.abstract?.trim() ?? '',
    content: values.content ?? '',
    cover: cover === '' ? undefined : cover,
    clear_cover: cover === '' && existing !== null && existing.cover !== '' ? true : undefined,
    is_shown: values.is_shown,
    is_popup: values.c_id === 4 ? values.is_popup : false,
    sort: values.sort ?? 0,
  }
}
