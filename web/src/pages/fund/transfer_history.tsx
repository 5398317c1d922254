export { TransferHistoryScreen as default } from '@/features/wallet/screens/TransferHistoryScreen'
