export { TotpScreen as default } from '@/features/auth/screens/TotpScreen'
