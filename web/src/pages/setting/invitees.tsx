export { InviteesScreen as default } from '@/features/referral/screens/InviteesScreen'
