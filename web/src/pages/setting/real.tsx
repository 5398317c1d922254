export { RealScreen as default } from '@/features/user/screens/RealScreen'
