export { OtcScreen as default } from '@/features/otc/screens/OtcScreen'
