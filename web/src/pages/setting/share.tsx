export { ShareScreen as default } from '@/features/referral/screens/ShareScreen'
