export { FundTransferScreen as default } from '@/features/wallet/screens/FundTransferScreen'
