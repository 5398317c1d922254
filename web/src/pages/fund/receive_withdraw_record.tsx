export { RecordsScreen as default } from '@/features/wallet/screens/RecordsScreen'
