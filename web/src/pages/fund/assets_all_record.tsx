export { BillScreen as default } from '@/features/wallet/screens/BillScreen'
