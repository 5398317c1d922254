import { toDec } from '@/lib/decimal'
import { FIAT_SCALE } from './rules'
import {
  SIDE_SELL,
  type OtcAdInput,
  type OtcAdView,
  type OtcConfig,
  type OtcMethod,
  type OtcRules,
  type OtcSide,
} from './types'

/** The ad form as typed: every number still text. */
export interface AdDraft {
  id: number
  side: OtcSide
  currency: number
  fiat: string
  priceType: 0 | 1
  price: string
  margin: string
  total: string
  min: string
  max: string
  methods: OtcMethod[]
  window: string
  remark: string
}

export type AdProblem = 'price' | 'margin' | 'total' | 'min' | 'max' | 'methods' | 'window' | 'remark'

/** A new ad's draft, or an existing ad's to edit. */
export function draftOf(config: OtcConfig, ad?: OtcAdView): AdDraft {
  if (ad) {
    return {
      id: ad.id,
      side: ad.side,
      currency: ad.currency_id,
      fiat: ad.fiat,
      priceType: ad.price_type,
      price: ad.price_type === 0 ? ad.price : '',
      margin: ad.price_type === 1 ? ad.margin : '',
      total: ad.total,
      min: ad.min,
      max: ad.max,
      methods: [...ad.methods],
      window: String(ad.window),
      remark: ad.remark,
    }
  }
  return {
    id: 0,
    side: SIDE_SELL,
    currency: config.currencies[0]?.currency_id ?? 0,
    fiat: config.fiats[0]?.code ?? '',
    priceType: 0,
    price: '',
    margin: '',
    total: '',
    min: '',
    max: '',
    methods: [],
    window: String(config.rules.window_min || 15),
    remark: '',
  }
}

const NUMBER = /^\d+(\.\d+)?$/
const SIGNED = /^-?\d+(\.\d+)?$/

function positive(text: string, scale?: number): boolean {
  const value = text.trim()
  const d = toDec(value)
  return NUMBER.test(value) && d !== null && d.greaterThan(0) && (scale === undefined || d.decimalPlaces() <= scale)
}

/** What is wrong with a draft against the published rules, field by field; empty when it may be saved. */
export function adProblems(draft: AdDraft, rules: OtcRules): AdProblem[] {
  const problems: AdProblem[] = []
  if (draft.priceType === 0 && !positive(draft.price, FIAT_SCALE)) problems.push('price')
  if (draft.priceType === 1) {
    const margin = toDec(draft.margin.trim())
    const bound = toDec(rules.margin_max) ?? toDec('20')!
    if (!SIGNED.test(draft.margin.trim()) || !margin || margin.abs().greaterThan(bound)) problems.push('margin')
  }
  if (!positive(draft.total)) problems.push('total')
  if (!positive(draft.min, FIAT_SCALE)) problems.push('min')
  const min = toDec(draft.min.trim())
  const max = toDec(draft.max.trim())
  if (!positive(draft.max, FIAT_SCALE) || (min && max && max.lessThan(min))) problems.push('max')
  if (draft.methods.length === 0) problems.push('methods')
  const window = Number(draft.window.trim())
  if (!/^\d+$/.test(draft.window.trim()) || window < rules.window_min || window > rules.window_max) {
    problems.push('window')
  }
  if ([...draft.remark].length > 200) problems.push('remark')
  return problems
}

/** The `/otc/ad_save` fields of a draft; the price field of the other price type is left out. */
export function adInput(draft: AdDraft): OtcAdInput {
  return {
    id: draft.id,
    side: draft.side,
    currency: draft.currency,
    fiat: draft.fiat,
    price_type: draft.priceType,
    ...(draft.priceType === 0 ? { price: draft.price.trim() } : { margin: draft.margin.trim() }),
    total: draft.total.trim(),
    min: draft.min.trim(),
    max: draft.max.trim(),
    methods: draft.methods.join(','),
    window: Number(draft.window.trim()),
    remark: draft.remark.trim(),
  }
}
