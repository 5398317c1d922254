export { ForgetScreen as default } from '@/features/auth/screens/ForgetScreen'
