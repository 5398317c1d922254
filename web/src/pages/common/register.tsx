export { RegisterScreen as default } from '@/features/auth/screens/RegisterScreen'
