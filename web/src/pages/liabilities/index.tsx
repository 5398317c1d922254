export { LiabilitiesScreen as default } from '@/features/liabilities/screens/LiabilitiesScreen'
