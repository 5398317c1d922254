export { RebatesScreen as default } from '@/features/referral/screens/RebatesScreen'
