export type Navigate = (path: string, options?: { replace?: boolean }) => void

let navigator: Navigate | null = null

/** Lets code outside React (request wrapper, socket) navigate with the app's router. */
export function registerNavigator(navigate: Navigate): void {
  navigator = navigate
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options)
  else window.location.hash = `#${path}`
}

/** The current route path, e.g. `/pages/common/login`. */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/'
}

export const ROUTES = {
  home: '/pages/index/index',
  login: '/pages/common/login',
  register: '/pages/common/register',
  forget: '/pages/common/forget',
  market: '/pages/market/market',
  marketSearch: '/pages/market/search',
  trade: '/pages/transaction/index',
  tradeCurrency: '/pages/transaction/currency',
  tradeOrders: '/pages/transaction/currency_order',
  tradeContract: '/pages/transaction/contract',
  tradeContractOrders: '/pages/transaction/contract_order',
  tradeOptions: '/pages/transaction/index2',
  tradeOptionsOrders: '/pages/transaction/seconds_order',
  finance: '/pages/finance/index',
  lockming: '/pages/lockming/lockming',
  lockmingBuy: '/pages/lockming/buy',
  lockmingOrders: '/pages/lockming/order',
  lockmingWelcome: '/pages/lockming/welcome',
  copytrade: '/pages/copytrade/copy',
  copytradeMy: '/pages/copytrade/my',
  copytradeTrader: '/pages/copytrade/trader',
  followIndex: '/pages/follow/index',
  followTrader: '/pages/follow/trader',
  followSetting: '/pages/follow/follow',
  followAgreementZh: '/pages/follow/agreement_zh',
  followAgreementEn: '/pages/follow/agreement_en',
  ieo: '/pages/ieo/ieo',
  ieoSubscribe: '/pages/ieo/subscribe',
  ieoOrders: '/pages/ieo/order',
  invest: '/pages/invest/invest',
  investPurchase: '/pages/invest/purchase',
  investMine: '/pages/invest/mine',
  investHelp: '/pages/invest/help',
  assets: '/pages/fund/assets',
  fundSelect: '/pages/fund/select',
  fundReceive: '/pages/fund/receive',
  fundWithdraw: '/pages/fund/withdraw',
  fundRecords: '/pages/fund/receive_withdraw_record',
  fundTransfer: '/pages/fund/fundTransfer',
  fundTransferHistory: '/pages/fund/transfer_history',
  fundConvert: '/pages/fund/transfer',
  fundBill: '/pages/fund/assets_all_record',
  fundAssetBill: '/pages/fund/assets_record',
  setting: '/pages/setting/setting',
  security: '/pages/setting/security',
  password: '/pages/setting/password',
  realMark: '/pages/setting/real_mark',
  real: '/pages/setting/real',
  userInfo: '/pages/setting/userInfo',
  payPassword: '/pages/setting/payPassword',
  walletLinks: '/pages/setting/walletLinks',
  areas: '/pages/setting/areas',
  wallet: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  bank: '/pages/setting/bank',
  bankInternational: '/pages/setting/bank_international',
  bill: '/pages/setting/bill',
  article: '/pages/common/article',
  webView: '/pages/common/webView',
  faq: '/pages/common/faq',
  contactus: '/pages/common/contactus',
  borrowing: '/pages/common/borrowing',
  quickbuy: '/pages/quickbuy/quickbuy',
  quickbuyOrder: '/pages/quickbuy/order',
  quickbuyOrders: '/pages/quickbuy/orders',
  aboutus: '/pages/common/aboutus',
  operationalCompliance: '/pages/setting/operational_compliance',
  mailMessage: '/pages/mailMessage/mailMessage',
  mailMessageList: '/pages/mailMessage/mailMessageList',
  ggList: '/pages/gg/ggList',
  ggDetail: '/pages/gg/ggDetail',
  liabilities: '/pages/liabilities/index',
  otc: '/pages/otc/otc',
  otcOrder: '/pages/otc/order',
  otcOrders: '/pages/otc/orders',
  otcMerchant: '/pages/otc/merchant',
  support: '/pages/kefu/index',
  supportKf: '/pages/kf/kf',
  game: '/pages/game/game',
  share: '/pages/setting/share',
  invitees: '/pages/setting/invitees',
  rebates: '/pages/setting/rebates',
  vip: '/pages/setting/vip',
  coupon: '/pages/setting/coupon',
  chatRoom: '/pages/chat/room',
} as const
