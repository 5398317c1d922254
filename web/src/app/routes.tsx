import type { ComponentType } from 'react'
import { ROUTES } from '@/lib/navigation'
import { lazyScreen } from './lazyScreen'

export interface ScreenRoute {
  path: string
  Screen: ComponentType & { preload: () => void }
  /** The screen needs a stored token. */
  auth?: boolean
}

/** Screens reached by two paths (the copy-trading and follow names of the spec) load once. */
const Leaderboard = lazyScreen(() => import('@/pages/copytrade/copy'))
const TraderProfile = lazyScreen(() => import('@/pages/copytrade/trader'))
const FollowAgreement = lazyScreen(() => import('@/pages/follow/agreement'))

export const SCREENS: ScreenRoute[] = [
  { path: ROUTES.home, Screen: lazyScreen(() => import('@/pages/index/index')) },
  { path: ROUTES.market, Screen: lazyScreen(() => import('@/pages/market/market')) },
  { path: ROUTES.marketSearch, Screen: lazyScreen(() => import('@/pages/market/search')) },
  { path: ROUTES.trade, Screen: lazyScreen(() => import('@/pages/transaction/index')) },
  { path: ROUTES.tradeCurrency, Screen: lazyScreen(() => import('@/pages/transaction/currency')) },
  {
    path: ROUTES.tradeOrders,
    Screen: lazyScreen(() => import('@/pages/transaction/currency_order')),
    auth: true,
  },
  { path: ROUTES.tradeContract, Screen: lazyScreen(() => import('@/pages/transaction/contract')) },
  {
    path: ROUTES.tradeContractOrders,
    Screen: lazyScreen(() => import('@/pages/transaction/contract_order')),
    auth: true,
  },
  { path: ROUTES.tradeOptions, Screen: lazyScreen(() => import('@/pages/transaction/index2')) },
  {
    path: ROUTES.tradeOptionsOrders,
    Screen: lazyScreen(() => import('@/pages/transaction/seconds_order')),
    auth: true,
  },
  { path: ROUTES.finance, Screen: lazyScreen(() => import('@/pages/finance/index')) },
  { path: ROUTES.lockming, Screen: lazyScreen(() => import('@/pages/lockming/lockming')) },
  { path: ROUTES.lockmingBuy, Screen: lazyScreen(() => import('@/pages/lockming/buy')), auth: true },
  { path: ROUTES.lockmingOrders, Screen: lazyScreen(() => import('@/pages/lockming/order')), auth: true },
  { path: ROUTES.lockmingWelcome, Screen: lazyScreen(() => import('@/pages/lockming/welcome')) },
  { path: ROUTES.copytrade, Screen: Leaderboard },
  { path: ROUTES.followIndex, Screen: Leaderboard },
  { path: ROUTES.copytradeTrader, Screen: TraderProfile },
  { path: ROUTES.followTrader, Screen: TraderProfile },
  { path: ROUTES.copytradeMy, Screen: lazyScreen(() => import('@/pages/copytrade/my')), auth: true },
  { path: ROUTES.followSetting, Screen: lazyScreen(() => import('@/pages/follow/follow')), auth: true },
  { path: ROUTES.followAgreementZh, Screen: FollowAgreement },
  { path: ROUTES.followAgreementEn, Screen: FollowAgreement },
  { path: ROUTES.ieo, Screen: lazyScreen(() => import('@/pages/ieo/ieo')) },
  { path: ROUTES.ieoSubscribe, Screen: lazyScreen(() => import('@/pages/ieo/subscribe')), auth: true },
  { path: ROUTES.ieoOrders, Screen: lazyScreen(() => import('@/pages/ieo/order')), auth: true },
  { path: ROUTES.invest, Screen: lazyScreen(() => import('@/pages/invest/invest')) },
  { path: ROUTES.investPurchase, Screen: lazyScreen(() => import('@/pages/invest/purchase')), auth: true },
  { path: ROUTES.investMine, Screen: lazyScreen(() => import('@/pages/invest/mine')), auth: true },
  { path: ROUTES.investHelp, Screen: lazyScreen(() => import('@/pages/invest/help')) },
  { path: ROUTES.assets, Screen: lazyScreen(() => import('@/pages/fund/assets')), auth: true },
  { path: ROUTES.fundSelect, Screen: lazyScreen(() => import('@/pages/fund/select')), auth: true },
  { path: ROUTES.fundReceive, Screen: lazyScreen(() => import('@/pages/fund/receive')), auth: true },
  { path: ROUTES.fundWithdraw, Screen: lazyScreen(() => import('@/pages/fund/withdraw')), auth: true },
  { path: ROUTES.fundRecords, Screen: lazyScreen(() => import('@/pages/fund/receive_withdraw_record')), auth: true },
  { path: ROUTES.fundTransfer, Screen: lazyScreen(() => import('@/pages/fund/fundTransfer')), auth: true },
  { path: ROUTES.fundTransferHistory, Screen: lazyScreen(() => import('@/pages/fund/transfer_history')), auth: true },
  { path: ROUTES.fundConvert, Screen: lazyScreen(() => import('@/pages/fund/transfer')), auth: true },
  { path: ROUTES.fundBill, Screen: lazyScreen(() => import('@/pages/fund/assets_all_record')), auth: true },
  { path: ROUTES.fundAssetBill, Screen: lazyScreen(() => import('@/pages/fund/assets_all_record')), auth: true },
  { path: ROUTES.login, Screen: lazyScreen(() => import('@/pages/common/login')) },
  { path: ROUTES.register, Screen: lazyScreen(() => import('@/pages/common/register')) },
  { path: ROUTES.forget, Screen: lazyScreen(() => import('@/pages/common/forget')) },
  { path: ROUTES.setting, Screen: lazyScreen(() => import('@/pages/setting/setting')) },
  { path: ROUTES.security, Screen: lazyScreen(() => import('@/pages/setting/security')), auth: true },
  { path: ROUTES.password, Screen: lazyScreen(() => import('@/pages/setting/password')), auth: true },
  { path: ROUTES.realMark, Screen: lazyScreen(() => import('@/pages/setting/real_mark')), auth: true },
  { path: ROUTES.real, Screen: lazyScreen(() => import('@/pages/setting/real')), auth: true },
  { path: ROUTES.userInfo, Screen: lazyScreen(() => import('@/pages/setting/userInfo')), auth: true },
  { path: ROUTES.payPassword, Screen: lazyScreen(() => import('@/pages/setting/payPassword')), auth: true },
  { path: ROUTES.walletLinks, Screen: lazyScreen(() => import('@/pages/setting/walletLinks')), auth: true },
  { path: ROUTES.totp, Screen: lazyScreen(() => import('@/pages/setting/totp')), auth: true },
  { path: ROUTES.areas, Screen: lazyScreen(() => import('@/pages/setting/areas')) },
  { path: ROUTES.wallet, Screen: lazyScreen(() => import('@/pages/setting/wallet')), auth: true },
  { path: ROUTES.addWallet, Screen: lazyScreen(() => import('@/pages/setting/addWallet')), auth: true },
  { path: ROUTES.bank, Screen: lazyScreen(() => import('@/pages/setting/bank')), auth: true },
  {
    path: ROUTES.bankInternational,
    Screen: lazyScreen(() => import('@/pages/setting/bank_international')),
    auth: true,
  },
  { path: ROUTES.bill, Screen: lazyScreen(() => import('@/pages/fund/assets_all_record')), auth: true },
  { path: ROUTES.article, Screen: lazyScreen(() => import('@/pages/common/article')) },
  { path: ROUTES.webView, Screen: lazyScreen(() => import('@/pages/common/webView')) },
  { path: ROUTES.faq, Screen: lazyScreen(() => import('@/pages/common/faq')) },
  { path: ROUTES.contactus, Screen: lazyScreen(() => import('@/pages/common/contactus')) },
  { path: ROUTES.borrowing, Screen: lazyScreen(() => import('@/pages/common/borrowing')), auth: true },
  { path: ROUTES.quickbuy, Screen: lazyScreen(() => import('@/pages/quickbuy/quickbuy')), auth: true },
  { path: ROUTES.quickbuyOrder, Screen: lazyScreen(() => import('@/pages/quickbuy/order')), auth: true },
  { path: ROUTES.quickbuyOrders, Screen: lazyScreen(() => import('@/pages/quickbuy/orders')), auth: true },
  { path: ROUTES.aboutus, Screen: lazyScreen(() => import('@/pages/common/aboutus')) },
  {
    path: ROUTES.operationalCompliance,
    Screen: lazyScreen(() => import('@/pages/setting/operational_compliance')),
  },
  { path: ROUTES.mailMessage, Screen: lazyScreen(() => import('@/pages/mailMessage/mailMessage')) },
  {
    path: ROUTES.mailMessageList,
    Screen: lazyScreen(() => import('@/pages/mailMessage/mailMessageList')),
    auth: true,
  },
  { path: ROUTES.ggList, Screen: lazyScreen(() => import('@/pages/gg/ggList')) },
  { path: ROUTES.ggDetail, Screen: lazyScreen(() => import('@/pages/gg/ggDetail')) },
  { path: ROUTES.liabilities, Screen: lazyScreen(() => import('@/pages/liabilities/index')) },
  { path: ROUTES.otc, Screen: lazyScreen(() => import('@/pages/otc/otc')) },
  { path: ROUTES.otcOrder, Screen: lazyScreen(() => import('@/pages/otc/order')), auth: true },
  { path: ROUTES.otcOrders, Screen: lazyScreen(() => import('@/pages/otc/orders')), auth: true },
  { path: ROUTES.otcMerchant, Screen: lazyScreen(() => import('@/pages/otc/merchant')), auth: true },
  { path: ROUTES.support, Screen: lazyScreen(() => import('@/pages/kefu/index')), auth: true },
  { path: ROUTES.supportKf, Screen: lazyScreen(() => import('@/pages/kf/kf')), auth: true },
  { path: ROUTES.game, Screen: lazyScreen(() => import('@/pages/game/game')) },
  { path: ROUTES.nft, Screen: lazyScreen(() => import('@/pages/nft/nft')) },
  { path: ROUTES.nftArtist, Screen: lazyScreen(() => import('@/pages/nft/artist')) },
  { path: ROUTES.nftArtistDetail, Screen: lazyScreen(() => import('@/pages/nft/artistDetail')) },
  { path: ROUTES.nftApplyArtist, Screen: lazyScreen(() => import('@/pages/nft/applyArtist')), auth: true },
  { path: ROUTES.nftArtwork, Screen: lazyScreen(() => import('@/pages/nft/artwork')) },
  { path: ROUTES.nftArtworkDetail, Screen: lazyScreen(() => import('@/pages/nft/artworkDetail')) },
  { path: ROUTES.nftArtworkVideo, Screen: lazyScreen(() => import('@/pages/nft/artworkDetail_video')) },
  { path: ROUTES.nftPurchase, Screen: lazyScreen(() => import('@/pages/nft/purchase')) },
  { path: ROUTES.nftPurchaseOne, Screen: lazyScreen(() => import('@/pages/nft/purchase_one')), auth: true },
  { path: ROUTES.nftResell, Screen: lazyScreen(() => import('@/pages/nft/resell')), auth: true },
  { path: ROUTES.nftMy, Screen: lazyScreen(() => import('@/pages/nft/myNft')), auth: true },
  { path: ROUTES.nftMine, Screen: lazyScreen(() => import('@/pages/nft/mine')), auth: true },
  { path: ROUTES.nftSearch, Screen: lazyScreen(() => import('@/pages/nft/search')) },
  { path: ROUTES.nftCollection, Screen: lazyScreen(() => import('@/pages/nft/collection')), auth: true },
  { path: ROUTES.share, Screen: lazyScreen(() => import('@/pages/setting/share')), auth: true },
  { path: ROUTES.invitees, Screen: lazyScreen(() => import('@/pages/setting/invitees')), auth: true },
  { path: ROUTES.rebates, Screen: lazyScreen(() => import('@/pages/setting/rebates')), auth: true },
  { path: ROUTES.vip, Screen: lazyScreen(() => import('@/pages/setting/vip')), auth: true },
  { path: ROUTES.coupon, Screen: lazyScreen(() => import('@/pages/setting/coupon')), auth: true },
  { path: ROUTES.chatRoom, Screen: lazyScreen(() => import('@/pages/chat/room')) },
]

export const NotFoundScreen = lazyScreen(() => import('@/pages/common/not_found'))

/** Starts fetching the screen of `path` (the route the app opens on) while the app itself is still starting. */
export function preloadScreen(path: string): void {
  SCREENS.find((route) => route.path === path)?.Screen.preload()
}
