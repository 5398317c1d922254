import { TEXT_LANGS } from '../../lib/content'

export const PAGE = 20

/** One public room per language, named as the server stores texts. */
export const ROOMS = TEXT_LANGS

/** The room filter's "all": the list is asked without a room. */
export const ALL_ROOMS = ''

/** The list is read again this often, so that new reports show up. */
export const REFRESH = 15_000

/** The longest mute the server takes: 30 days, in minutes. */
export const MUTE_MAX = 43_200

/** Mute lengths offered with one click, in minutes. */
export const MUTE_PRESETS = [10, 60, 1_440, 10_080, 43_200] as const

export const messagesKey = ['chat', 'messages'] as const
export const mutesKey = ['chat', 'mutes'] as const
