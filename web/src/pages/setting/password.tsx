export { PasswordScreen as default } from '@/features/auth/screens/PasswordScreen'
