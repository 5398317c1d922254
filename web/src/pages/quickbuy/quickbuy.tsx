export { QuickBuyScreen as default } from '@/features/quickbuy/screens/QuickBuyScreen'
