import type { TextKey } from '../../lib/i18n'
import type { CouponCampaign, CouponCampaignStatus, CouponEligibility } from '../../lib/types'
import type { Check } from '../../lib/validation'

export const PAGE = 20

export const ACTIVE = 1
export const ENDED = 2
export const STATUS_COLORS: Record<CouponCampaignStatus, string> = { 1: 'green', 2: 'default' }
export const statusOf = (status: number) => (status === ENDED ? ENDED : ACTIVE) as CouponCampaignStatus

/** The only kind of coupon there is: it pays the opening fee of one contract market order. */
export const KIND_FEE = 'fee'

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

/** A coupon kind in words; a kind the console does not know is shown as the server names it. */
export const kindLabel = (kind: string, t: (key: TextKey) => string) =>
  kind === KIND_FEE ? t('coupons.kind_fee') : kind

/** How many coupons a campaign may still hand out: the server's count, else its quantity less those issued. */
export const remainingOf = (campaign: CouponCampaign) =>
  campaign.remaining ?? Math.max(0, campaign.quantity - campaign.issued)

/** A claim code: optional; when given, letters, digits, `-` and `_` only, at most 32 of them. */
export const checkClaimCode: Check = (value) => {
  const code = typeof value === 'string' ? value.trim() : ''
  if (code === '') return null
  return /^[A-Za-z0-9_-]+$/.test(code) && code.length <= CODE_MAX ? null : 'coupons.code_invalid'
}

export interface CampaignValues {
  title: string
  kind: string
  value: string
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
  'quantity',
  'valid_days',
  'code',
  'eligibility',
  'min_level',
] as const

/** What `/coupons/campaigns/create` takes: the code only when given, the level only for VIP campaigns. */
export function createFields(values: CampaignValues) {
  const code = values.code?.trim() ?? ''
  return {
    title: values.title.trim(),
    kind: KIND_FEE,
    value: values.value.trim(),
    quantity: values.quantity,
    valid_days: values.valid_days,
    code: code === '' ? undefined : code,
    eligibility: values.eligibility,
    min_level: values.eligibility === 'vip' ? values.min_level : undefined,
  }
}

export const campaignsKey = ['coupons', 'campaigns'] as const
export const reserveKey = ['coupons', 'reserve'] as const
