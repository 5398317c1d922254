export { DualPurchaseScreen as default } from '@/features/earn/screens/DualPurchaseScreen'
