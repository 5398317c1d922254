export { MerchantScreen as default } from '@/features/otc/screens/MerchantScreen'
