export { LoginScreen as default } from '@/features/auth/screens/LoginScreen'
