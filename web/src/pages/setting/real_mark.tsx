export { RealMarkScreen as default } from '@/features/user/screens/RealMarkScreen'
