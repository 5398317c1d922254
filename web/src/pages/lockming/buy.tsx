export { LockBuyScreen as default } from '@/features/earn/screens/LockBuyScreen'
