import type { TextKey } from '../../lib/i18n'
import type { CouponCampaign, CouponCampaignStatus, CouponEligibility, CouponKind } from '../../lib/types'
import { compareDecimals, type Check } from '../../lib/validation'

export const PAGE = 20

export const ACTIVE = 1
export const ENDED = 2
export const STATUS_COLORS: Record<CouponCampaignStatus, string> = { 1: 'green', 2: 'default' }
export const statusOf = (status: number) => (status === ENDED ? ENDED : ACTIVE) as CouponCampaignStatus

/** A coupon that pays the opening fee of one contract market order, up to its value. */
export const KIND_FEE: CouponKind = 'fee'

/** A coupon that pays the whole stake of one seconds-option order (its value in USDT). */
export const KIND_TRIAL: CouponKind = 'trial'

/** A coupon that adds its rate a day to one lock-mining position for the whole term, paying at most its value. */
export const KIND_BOOST: CouponKind = 'boost'

/** The kinds a campaign may hand out, in the order the form offers them. */
export const KINDS: readonly CouponKind[] = [KIND_FEE, KIND_TRIAL, KIND_BOOST]

/** The highest daily rate a boost may add, in percent, and the decimals it may have. */
export const MAX_BOOST_RATE = '10'
export const BOOST_RATE_DECIMALS = 4

export const ELIGIBILITIES: readonly CouponEligibility[] = ['all', 'new', 'vip']

/** The VIP levels a campaign may ask for (level 0 is everyone: eligibility `all`). */
export const MIN_LEVEL = 1
export const MAX_LEVEL = 5

/** The longest validity the form offers, in days after issue. */
export const MAX_VALID_DAYS = 365

/** The longest title and claim code the form takes. */
export const TITLE_MAX = 60
export const CODE_MAX = 32

/** Who may have a campaign's coupon, in words; an eligibility the console does not know is shown as named. */
export function eligibilityLabel(
  campaign: Pick<CouponCampaign, 'eligibility' | 'min_level'>,
  t: (key: TextKey, vars?: Record<string, string | number>) => string,
): string {
  if (campaign.eligibility === 'all') return t('coupons.eligibility_all')
  if (campaign.eligibility === 'new') return t('coupons.eligibility_new')
  if (campaign.eligibility === 'vip') return t('coupons.eligibility_vip_from', { level: campaign.min_level })
  return campaign.eligibility
}

const KIND_KEYS: Record<CouponKind, TextKey> = {
  fee: 'coupons.kind_fee',
  trial: 'coupons.kind_trial',
  boost: 'coupons.kind_boost',
}

/** A coupon kind in words; a kind the console does not know is shown as the server names it. */
export const kindLabel = (kind: string, t: (key: TextKey) => string) =>
  (KINDS as readonly string[]).includes(kind) ? t(KIND_KEYS[kind as CouponKind]) : kind

/** How many coupons a campaign may still hand out: the server's count, else its quantity less those issued. */
export const remainingOf = (campaign: CouponCampaign) =>
  campaign.remaining ?? Math.max(0, campaign.quantity - campaign.issued)

/** A boost campaign's extra rate a day in percent, as the list shows it (`0.1`); null for the other kinds. */
export function boostRateOf(campaign: Pick<CouponCampaign, 'kind' | 'rate'>): string | null {
  const rate = campaign.rate?.trim() ?? ''
  if (campaign.kind !== KIND_BOOST || !/^\d+(\.\d+)?$/.test(rate) || /^0+(\.0+)?$/.test(rate)) return null
  return rate
}

/** A boost's daily rate: a percentage above 0 and at most 10, with at most 4 decimals. */
export const checkBoostRate: Check = (value) => {
  const rate = typeof value === 'string' ? value.trim() : ''
  if (!/^\d+(\.\d+)?$/.test(rate) || /^0+(\.0+)?$/.test(rate)) return 'coupons.rate_invalid'
  if ((rate.split('.')[1]?.length ?? 0) > BOOST_RATE_DECIMALS) return 'coupons.rate_invalid'
  return compareDecimals(rate, MAX_BOOST_RATE) > 0 ? 'coupons.rate_invalid' : null
}

/** A claim code: optional; when given, letters, digits, `-` and `_` only, at most 32 of them. */
export const checkClaimCode: Check = (value) => {
  const code = typeof value === 'string' ? value.trim() : ''
  if (code === '') return null
  return /^[A-Za-z0-9_-]+$/.test(code) && code.length <= CODE_MAX ? null : 'coupons.code_invalid'
}

export interface CampaignValues {
  title: string
  kind: CouponKind
  value: string
  /** A boost's extra rate, percent a day; asked for boosts only. */
  rate?: string
  quantity: number
  valid_days: number
  code?: string
  eligibility: CouponEligibility
  min_level?: number
}

export const CAMPAIGN_FIELDS = [
  'title',
  'kind',
  'value',
  'rate',
  'quantity',
  'valid_days',
  'code',
  'eligibility',
  'min_level',
] as const

/**
 * What `/coupons/campaigns/create` takes: the rate only for boosts, the code only when given, the level only for VIP
 * campaigns.
 */
export function createFields(values: CampaignValues) {
  const code = values.code?.trim() ?? ''
  const kind = KINDS.includes(values.kind) ? values.kind : KIND_FEE
  return {
    title: values.title.trim(),
    kind,
    value: values.value.trim(),
    rate: kind === KIND_BOOST ? values.rate?.trim() : undefined,
    quantity: values.quantity,
    valid_days: values.valid_days,
    code: code === '' ? undefined : code,
    eligibility: values.eligibility,
    min_level: values.eligibility === 'vip' ? values.min_level : undefined,
  }
}

export const campaignsKey = ['coupons', 'campaigns'] as const
export const reserveKey = ['coupons', 'reserve'] as const
