export { AreasScreen as default } from '@/features/user/screens/AreasScreen'
