export { PayPasswordScreen as default } from '@/features/user/screens/PayPasswordScreen'
