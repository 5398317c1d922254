import type { TextKey } from '../../lib/i18n'

/**
 * Every unit the published rules carry (crates/server/migrations, the `unit` of each rule), with the text that says
 * it in the operator's language. The server writes units in English.
 */
const UNITS = new Map<string, TextKey>([
  ['seconds', 'units.seconds'],
  ['blocks', 'units.blocks'],
  ['minutes', 'units.minutes'],
  ['hours', 'units.hours'],
  ['days', 'units.days'],
  ['milliseconds', 'units.milliseconds'],
  ['percent', 'units.percent'],
  ['bp', 'units.bp'],
  ['ppm', 'units.ppm'],
  ['flag', 'units.flag'],
  ['formula', 'units.formula'],
  ['policy', 'units.policy'],
  ['rule', 'units.rule'],
  ['shares', 'units.shares'],
  ['lots', 'units.lots'],
  ['list', 'units.list'],
  ['pairs', 'units.pairs'],
  ['multiples', 'units.multiples'],
  ['attempts', 'units.attempts'],
  ['actions', 'units.actions'],
  ['amounts', 'units.amounts'],
  ['characters', 'units.characters'],
  ['coin', 'units.coin'],
  ['area codes', 'units.area_codes'],
  ['display time', 'units.display_time'],
  ['review time', 'units.review_time'],
  ['BTC a day with a full identity check, if above the identity limit', 'units.btc_day_full_identity'],
  ['New York time, Monday to Friday', 'units.new_york_weekdays'],
  ['USDT held at the index', 'units.usdt_held'],
  ["USDT security deposit, frozen in the merchant's legal account while approved", 'units.usdt_merchant_deposit'],
  ['USDT traded in 30 days', 'units.usdt_traded_30d'],
  ['asset ids NFT prices may use', 'units.nft_price_assets'],
  ['characters a message may have', 'units.message_characters'],
  ['closed contract positions required to apply', 'units.closed_positions_to_apply'],
  ['days an account counts as new for eligibility', 'units.new_account_days'],
  ['days between interest collections, and at the due date', 'units.interest_days'],
  ['for a bank transfer to arrive; finance confirms on arrival', 'units.bank_transfer_arrival'],
  ['hours an auction winner has to pay', 'units.auction_pay_hours'],
  ['identity level required to apply', 'units.identity_level_to_apply'],
  [
    "largest adjustment one finance operator posts alone, per asset (* for the others); a larger one waits for a second operator's approval",
    'units.adjust_review_above',
  ],
  ['largest multiple or lots', 'units.largest_multiple_or_lots'],
  ['lots per instrument', 'units.lots_per_instrument'],
  ['lots per order', 'units.lots_per_order'],
  ['messages a user may send a minute', 'units.messages_per_minute'],
  ['minutes after payment before either party may open a dispute', 'units.dispute_after_minutes'],
  ['minutes to upload the voucher or pay the provider before the order cancels', 'units.pay_minutes'],
  ['only the inviter named at sign-up is paid', 'units.inviter_only'],
  ["percent of a copy's realised profit", 'units.percent_copy_profit'],
  ["percent of a resale price, paid by the seller to the artwork's artist", 'units.percent_royalty'],
  ['percent of each order', 'units.percent_of_order'],
  ['percent of every sale price, paid by the seller to the fee account', 'units.percent_sale_fee'],
  ['percent of mark', 'units.percent_of_mark'],
  ['percent of notional', 'units.percent_of_notional'],
  ['percent of notional per day', 'units.percent_of_notional_day'],
  ['percent of the pool, taken when a round has winners and losers', 'units.percent_of_pool'],
  ['percent of the start price a bidder holds as margin in a resale auction', 'units.percent_resale_margin'],
  ['percent of the trading fees an invitee paid on a UTC day', 'units.percent_rebate'],
  ['percent off trading fees', 'units.percent_fee_discount'],
  ["percent over the index x the country's rate", 'units.percent_over_index'],
  ['seconds a quote holds its price', 'units.quote_seconds'],
  ['the lowest level that may apply for loans', 'units.loan_level'],
  ['traders a user follows at once', 'units.follow_limit'],
  ['what quick buy sells, from the funded quickbuy reserve', 'units.quickbuy_assets'],
])

/** A currency or zone symbol (`USDT`, `BTC`, `UTC`), which reads the same in every language. */
const SYMBOL = /^[A-Z][A-Z0-9]{1,9}$/

/** A rule's unit in the operator's language: known units translated, symbols as they are, others as the server sent them. */
export function unitLabel(unit: string, t: (key: TextKey) => string): string {
  const text = unit.trim()
  if (text === '' || SYMBOL.test(text)) return text
  const key = UNITS.get(text)
  return key ? t(key) : text
}
