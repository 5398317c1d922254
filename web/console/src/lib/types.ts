/** The back office's answers as the server's handlers write them. */

import type { components } from '../../../src/api/schema'

/** The schemas the server publishes (`/api/openapi.json`), for the answers it shares with the app. */
type ServerSchemas = components['schemas']

export interface ListPage<T> {
  list: T[]
  count: number
  page: number
  limit: number
}

export interface UserSummary {
  id: number
  account: string
  email: string
  phone: string
  real_level: number
  review_status: number
  status: string
  /** Whether the user turned on an authenticator second factor. */
  totp_enabled: boolean
}

export interface SessionLine {
  id: number
  created_at: number
  expires_at: number
  ip: string
  user_agent: string
  revoked_at: number | null
}

export interface ReviewItem {
  id: number
  user_id: number
  account: string
  level: number
  basic: number
  id_type: number
  name: string
  card_id: string
  front_pic: string
  reverse_pic: string
  hand_pic: string
  status: number
  reject_reason: string
  same_card_users: number[]
  created_at: string
  created_at_ts: number
}

export interface DepositItem {
  id: number
  user_id: number
  currency: number
  name: string
  amount: string
  account: string
  voucher: string
  status: number
  status_text: string
  notes: string
  created_at: string
  created_at_ts: number
  /** The claiming user's e-mail and login account (`account` is where the money came from). */
  email: string
  user_account: string
}

export interface WithdrawalItem {
  id: number
  number: string
  fee: string
  name: string
  address: string
  network: string
  create_time: string
  create_time_ts: number
  status: number
  status_text: string
  notes: string
  tx_hash: string
  /** Who asked for the money. */
  user_id: number
  email: string
  account: string
  /** Where its payment from the hot address stands on chain (ADR 83); null (or absent) when paid by hand. */
  chain?: WithdrawalChain | null
}

/**
 * A withdrawal's payment on chain: `status` 1 exported, waiting for its signature; 2 broadcast; 3 paid; 4 failed on
 * chain (the withdrawal waits again). `tx_hash` is known once signed; `confirmations` of `required` while broadcast.
 */
export type WithdrawalChain = ServerSchemas['Progress']

/** An unsigned EIP-1559 transaction exported for the offline signer (ADR 83). */
/** An Ethereum transaction to sign (EIP-1559). */
export interface EthereumUnsignedTx {
  chain_id: number
  nonce: number
  max_priority_fee_per_gas: string
  max_fee_per_gas: string
  gas_limit: number
  to: string
  value: string
  data: string
}

/** A TRON transaction to sign, as TRON's wallets take it. */
export interface TronUnsignedTx {
  txID: string
  raw_data_hex: string
  raw_data: unknown
  visible: boolean
}

export interface ExportedTx {
  withdrawal_id: number
  network: string
  tx: EthereumUnsignedTx | TronUnsignedTx
}

/** What became of one imported signed transaction. */
export interface ImportedTx {
  withdrawal_id: number
  tx_hash: string
  broadcast: boolean
  /** The node's refusal, when it refused; the withdrawal stays exported. */
  error: string
}

export interface TraderApplication {
  user_id: number
  email: string
  nickname: string
  status: number
  applied_at: number
}

export interface AuditLine {
  id: number
  actor: string
  action: string
  target: string
  before: string
  after: string
  ip: string
  created_at: string
  created_at_ts: number
}

export interface OperatorLine {
  id: number
  email: string
  role: string
  status: string
  totp: boolean
  created_at: number
}

export interface SettingLine {
  key: string
  value: string
  is_public: number
}

export interface RuleLine {
  product: string
  key: string
  value: string
  unit: string
  /** When an operator last changed it; "" for a rule as released. */
  updated_at: string
  updated_at_ts?: number
}

export interface ChangeLine {
  product: string
  key: string
  old_value: string
  new_value: string
  changed_at: string
  changed_at_ts: number
  changed_by_role: string
}

export interface Pager<T> {
  current_page: number
  data: T[]
  last_page: number
  per_page: number
  total: number
}

export interface NewsText {
  lang: string
  title: string
  abstract: string
  content: string
}

export interface AdminNews {
  id: number
  c_id: number
  cover: string
  is_popup: number
  is_shown: number
  is_sample: number
  sort: number
  created_at: string
  texts: Record<string, NewsText>
}

export interface MenuRow {
  id: number
  title: string
  icon: string
  url: string
  open_type: number
  is_financial: number
  is_shown: number
  sort: number
}

export interface Asset {
  id: number
  name: string
  scale: number
}

/** An adjustment request's status: waiting for a second finance operator (0), approved and posted (1), rejected (2). */
export type AdjustmentStatus = 0 | 1 | 2

/** `/admin/api/ledger/adjustments`: an adjustment above the published amount, filed for a second operator. */
export interface AdjustmentRequest {
  id: number
  user_id: number
  /** The asset id. */
  currency: number
  /** `change`, `legal`, `lever` or `micro`. */
  account: string
  /** Signed, in the asset's minor units (its `scale`); negative debits the user. */
  amount_minor: number
  reason: string
  category: string
  status: AdjustmentStatus
  /** Operator ids and unix-ms times; the decision's are null while the request waits. */
  requested_by: number
  requested_at: number
  decided_by: number | null
  decided_at: number | null
}

/** `/admin/api/ledger/adjust`: the localized "saved" when it posted, or the request filed for a second operator. */
export type AdjustAnswer = string | { pending: number }

export interface LedgerReport {
  clean: boolean
  accounts: number
  transactions: number
  entries: number
  problems: string[]
}

export interface WalletBalance {
  currency: number
  currency_name: string
  [field: string]: string | number
}

export interface Wallet {
  balance: WalletBalance[]
  totle: string
  usdt_totle: string
}

export interface Balances {
  legal_wallet: Wallet
  change_wallet: Wallet
  lever_wallet: Wallet
  micro_wallet: Wallet
}

/** A loan's state: 0 pending, 1 active, 2 repaid, 3 liquidated, 4 rejected, 5 cancelled. */
export type LoanStatus = 0 | 1 | 2 | 3 | 4 | 5

/** What a liquidation kept: the index sample that crossed the liquidation rate, its prices and where the collateral went. */
export type LoanLiquidation = ServerSchemas['LoanLiquidation']

/** An application or loan as `/admin/api/loans` lists it: the user's `LoanView` with the borrower. Rates are percent. */
export type AdminLoan = ServerSchemas['LoanView']

/** A page of loans: the API's Pager, or at least its rows and total. */
export type LoanPage = Pick<Pager<AdminLoan>, 'data' | 'total'> & Partial<Pager<AdminLoan>>

/** A loan offer as `/admin/api/loans/offers` lists it, on sale (1) or closed (0). Rates are percent. */
export type LoanOffer = ServerSchemas['LoanOfferView']

/** A page of rows as the newer back-office lists answer: the API's Pager, or at least its rows and total. */
export type PageOf<T> = Pick<Pager<T>, 'data' | 'total'> & Partial<Pager<T>>

/** A P2P merchant's public record: closed orders, completion rate (percent, "" before any) and rating ("" when none). */
export interface OtcMerchantRecord {
  user_id: number
  name: string
  completed: number
  completion_rate: string
  rating: string
  ratings: number
  since: string
  since_ts: number
}

/** A merchant application: 0 under review, 1 approved, 2 rejected. */
export type OtcMerchantStatus = 0 | 1 | 2

/** An application or merchant as `/admin/api/otc/merchants` lists it, with the user and the merchant's record. */
export interface AdminOtcMerchant extends Partial<OtcMerchantRecord> {
  user_id: number
  email?: string
  account?: string
  name: string
  status: number
  deposit: string
  /** Not in the list answer today: the deposit is held in USDT, named from the asset list when this is absent. */
  deposit_currency?: string
  reason: string
  applied_at: string
  applied_at_ts?: number
  /** The merchant's record, as the list answer nests it. */
  record?: Partial<OtcMerchantRecord>
}

/** A P2P order: 0 unpaid, 1 paid, 2 disputed, 3 completed, 4 cancelled. */
export type OtcOrderStatus = 0 | 1 | 2 | 3 | 4

export interface OtcParty {
  user_id: number
  name: string
}

/** The seller's payee details for the order's method, as they were when the order was created. */
export interface OtcPayee {
  real_name: string
  bank_name: string
  bank_account: string
  alipay_account: string
  wechat_account: string
}

/** A dispute; `outcome` is "" while it waits, then `release` (to the buyer) or `return` (to the seller). */
export interface OtcDispute {
  opened_by: number
  reason: string
  opened_at: string
  opened_at_ts: number
  outcome: '' | 'release' | 'return'
  outcome_reason: string
  decided_at: string
  decided_at_ts: number
}

/** A P2P order (`OrderView` of docs/api/otc.md); `side` is the merchant's: 1 the merchant sells, 2 buys. */
export interface OtcOrder {
  id: number
  ad_id: number
  side: number
  role?: string
  currency_id: number
  currency_name: string
  fiat: string
  price: string
  amount: string
  fiat_amount: string
  method: string
  payee: OtcPayee
  buyer: OtcParty
  seller: OtcParty
  merchant_id: number
  status: number
  cancel_reason: string
  voucher: string
  pay_by: string
  pay_by_ts: number
  paid_at: string
  paid_at_ts: number
  appeal_at_ts: number
  closed_at: string
  closed_at_ts: number
  dispute: OtcDispute | null
  rating: number
  created_at: string
  created_at_ts: number
}

/** A line of an order's chat: `text`, `image` (an upload path), or `system` with a key as content (sender 0). */
export interface OtcChatMessage {
  id: number
  order_id: number
  sender: number
  sender_name: string
  kind: string
  content: string
  created_at: string
  created_at_ts: number
}

/** `/admin/api/otc/order`: the order and its whole chat, oldest first. */
export interface AdminOtcOrder {
  order: OtcOrder
  chat: OtcChatMessage[]
}

/** A quick buy order: 0 to be paid, 1 under review, 2 paid, 3 cancelled, 4 rejected. */
export type QuickOrderStatus = 0 | 1 | 2 | 3 | 4

export interface QuickPayer {
  first_name: string
  last_name: string
  email: string
  phone: string
  tax_id: string
  bank: string
  account_name: string
  iban: string
  bic: string
  bank_address: string
}

/** A quick buy order as `/admin/api/quickbuy/orders` lists it: the user's `QuickOrderView` with the user. */
export interface AdminQuickOrder {
  id: number
  /** Not in the list answer today (it carries the buyer's `account`); shown when a server sends it. */
  user_id?: number
  email?: string
  account?: string
  reference: string
  country: string
  fiat: string
  currency_id: number
  currency_name: string
  method: string
  amount: string | number
  price: string
  receive: string
  payer: QuickPayer
  checkout_url: string
  voucher: string
  status: number
  cancel_reason: string
  reject_reason: string
  pay_by: string
  pay_by_ts: number
  paid_at: string
  paid_at_ts: number
  created_at: string
  created_at_ts: number
}

/** The platform's account a country's bank transfers go to. */
export interface QuickReceiving {
  bank_name: string
  account_name: string
  iban: string
  bic: string
  bank_address: string
}

/** A quick buy country, offered (1) or not (0), as `/admin/api/quickbuy/countries` lists it. */
export interface QuickCountry extends Partial<QuickReceiving> {
  code: string
  name: string
  fiat: string
  rate: string
  methods: string[] | string
  min_amount: string | number
  max_amount: string | number
  status: number
  receiving?: QuickReceiving
}

/** What the quick buy reserve holds of an asset, and what open orders have been promised of it. */
export interface QuickReserveLine {
  currency_id: number
  currency_name: string
  held: string
  promised: string
}

/** A customer service conversation: 0 open, 1 closed. */
export type SupportStatus = 0 | 1

/**
 * A conversation as `/admin/api/support/conversations` lists it (`SupportSummary` of docs/api/support.md): `unread`
 * counts the user's messages no operator has read; `account` is the user's e-mail or phone.
 */
export interface SupportSummary {
  id: number
  user_id: number
  account: string
  status: number
  unread: number
  last_message: string
  last_at: string
  last_at_ts: number
  created_at: string
  created_at_ts: number
}

/**
 * A line of a conversation: `from` is `user`, `operator` or `system` (a system line's `content` is a key such as
 * `closed_by_user`); `kind` is `text` or `image` (an upload path).
 */
export interface SupportMessage {
  id: number
  conversation_id: number
  from: string
  operator_name: string
  kind: string
  content: string
  created_at: string
  created_at_ts: number
}

/** `/admin/api/support/conversation`: the conversation and all its messages, oldest first. */
export interface AdminSupportConversation {
  conversation: SupportSummary
  messages: SupportMessage[]
}

/* The quiz rounds, written by hand to mirror docs/api/quiz.md field for field. */

/** A round's state: 0 not started, 1 guessing, 2 closed, 3 unsettled (due, not yet settled), 4 settled. */
export type QuizState = 0 | 1 | 2 | 3 | 4

/** The two index samples a round was settled from; `payout_ratio` is "" when every stake was returned. */
export interface QuizEvidence {
  ref_price: string
  ref_ts: number
  ref_source: string
  final_price: string
  final_ts: number
  final_source: string
  fee: string
  payout_ratio: string
}

/** A round as `/quiz/rounds` lists it, with its pools and, once settled, its outcome and evidence. */
export interface QuizRound {
  id: number
  market: string
  question: string
  state: QuizState
  opens_at: string
  opens_at_ts: number
  closes_at: string
  closes_at_ts: number
  settles_at: string
  settles_at_ts: number
  up_total: string
  down_total: string
  pool: string
  /** "" until settled, then up, down, tie, none or void. */
  outcome: string
  evidence: QuizEvidence | null
  demo: boolean
}

/* Coupons (docs/api/coupons.md), written by hand after its operators' console calls. */

/** A campaign: 1 active, 2 ended (no more claims or issues; issued coupons stay usable until they expire). */
export type CouponCampaignStatus = 1 | 2

/**
 * What a campaign's coupons pay for: `fee` the opening fee of one contract market order (up to its value), `trial`
 * the whole stake of one seconds-option order, `boost` an extra daily rate on one lock-mining position (up to its
 * value).
 */
export type CouponKind = 'fee' | 'trial' | 'boost'

/** Who may have a campaign's coupon: everyone, accounts younger than 30 days, or users from a VIP level up. */
export type CouponEligibility = 'all' | 'new' | 'vip'

/**
 * A campaign as `/admin/api/coupons/campaigns` lists it: its terms (never changed after creation) and how many
 * coupons were issued and used. `value` is an amount of `currency` (USDT); `code` is "" when it has none;
 * `min_level` counts only for eligibility `vip`.
 */
export interface CouponCampaign {
  id: number
  title: string
  kind: string
  value: string
  currency: string
  /** A boost's extra rate, in percent a day ("0.1"); "0" for the other kinds. */
  rate?: string
  quantity: number
  issued: number
  used: number
  /** When the server counts it itself; else quantity less issued. */
  remaining?: number
  valid_days: number
  code: string
  eligibility: string
  min_level: number
  status: number
  created_at: string
  created_at_ts: number
}

/**
 * What the `marketing` account holds of an asset, as `/admin/api/coupons/reserve` lists it — the same shape as the
 * quick buy reserve's lines; `promised`, when the server sends it, is what issued unused coupons may still take.
 */
export interface MarketingReserveLine {
  currency_id: number
  currency_name: string
  held: string
  promised?: string
}

/** `/admin/api/coupons/campaigns`: a page of campaigns. */
export type CouponCampaignPage = PageOf<CouponCampaign>

/* The chat rooms (docs/api/chat.md), written by hand after its operators' console calls. */

/**
 * A message as `/admin/api/chat/messages` lists it, newest first: the sender's id and account, the report count, and
 * whether an operator deleted it. `kind` is `text` (shown as text, never as markup) or `image` (an upload path).
 */
export interface AdminChatMessage {
  id: number
  room: string
  user_id: number
  account: string
  nickname: string
  kind: string
  content: string
  reports: number
  deleted: boolean
  created_at: string
  created_at_ts: number
}

/** A user muted now, as `/admin/api/chat/mutes` lists them: until when and why. */
export interface ChatMute {
  user_id: number
  account: string
  until: string
  until_ts: number
  reason: string
}

/* NFTs, written by hand after the operators' console calls under `/admin/api/nft/`. */

/** An artist's state: 0 applied (waiting for a content operator), 1 approved, 2 rejected. */
export type NftArtistStatus = 0 | 1 | 2

/** An artist as `/admin/api/nft/artists` lists it: the user behind it, and the profile the app shows. */
export interface NftArtist {
  id: number
  user_id: number
  account: string
  nickname: string
  head_portrait: string
  signature: string
  status: NftArtistStatus
  created_ts: number
}

/** What an artwork is: a picture, an animation, a sound or a film (with a cover to show). */
export type NftMediaType = 'image' | 'gif' | 'audio' | 'video'

export type NftRarity = 'N' | 'R' | 'SR'

/** How an artwork sells: 1 fixed price, 2 auction, 3 blind box. */
export type NftPayType = 1 | 2 | 3

/**
 * An artwork as `/admin/api/nft/artworks` lists it: the app's NftRow plus `hidden` (1 when moderation took it out of
 * the lists and detail). Amounts are decimal strings; `owner` is the holder's user id.
 */
export interface AdminNftArtwork {
  id: number
  code: string
  name: string
  image: string
  cover: string
  type: string
  description: string
  rarity: string
  currency_id: number
  currency_name: string
  price: string
  per_increase: string
  margin: string
  pay_type: number
  status: number
  buy_status: number
  current_bid: string | null
  start_time: string
  end_time: string
  start_ts: number
  end_ts: number
  author_id: number
  author_name: string
  owner: number
  resell_nft_status: number
  is_opened: number
  series_id: number | null
  bid_count: number
  listing: number
  hidden: number
}

/** One thing a blind box of a series may hold, and its weight in the draw. */
export interface NftSeriesContent {
  index: number
  name: string
  image: string
  type: string
  rarity: string
  weight: number
}

/**
 * A blind-box series: its price and boxes, the published commitment (`seed_hash`, `contents_hash`) and, once sold out
 * or ended, the revealed `seed` ("" before).
 */
export interface NftSeries {
  id: number
  name: string
  description: string
  cover: string
  currency_id: number
  currency_name: string
  price: string
  total: number
  sold: number
  start_time: string
  end_time: string
  start_ts: number
  end_ts: number
  seed_hash: string
  contents_hash: string
  seed: string
  revealed: boolean
  contents: NftSeriesContent[]
  author_id: number
  author_name: string
}

/** A currency NFT prices may use (`/api/bind_box/getNftCurrency`). */
export interface NftCurrency {
  id: number
  name: string
}

/* Earn products, as the finance console lists them (`/admin/api/lockming/products`, `/admin/api/dual/products`). */

/** A product's sale: 0 created and not on sale yet, 1 on sale, 2 closed (for dual investment: its sale is over). */
export type EarnProductStatus = 0 | 1 | 2

/**
 * A lock-mining product, newest first. Amounts are decimal strings of `currency`; `rate_min`, `rate_max` (a day) and
 * `penalty` are percents as decimal strings ("1.5" is 1.5 %); `created_at` is unix ms.
 */
export interface LockProduct {
  id: number
  name: string
  currency: number
  currency_name: string
  days: number
  min_amount: string
  rate_min: string
  rate_max: string
  penalty: string
  quota: string
  sold: string
  status: EarnProductStatus
  demo: boolean
  created_at: number
}

/**
 * A dual-investment product, newest first: `rate` in percent a year, `exercise_price` and `settle_price` in USDT, a
 * term of `days` (or, for a short demo product, `minutes`), shares sold of `total_number`; times are unix ms.
 */
export interface DualProduct {
  id: number
  name: string
  currency: number
  currency_name: string
  type: 'call' | 'put'
  rate: string
  exercise_price: string
  days: number
  minutes: number
  total_number: number
  purchased_number: number
  user_limit: number
  status: EarnProductStatus
  start_at: number
  settle_at: number
  settled_at: number | null
  settle_price: string | null
  demo: boolean
  created_at: number
}
