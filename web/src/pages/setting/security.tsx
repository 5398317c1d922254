export { SecurityScreen as default } from '@/features/user/screens/SecurityScreen'
