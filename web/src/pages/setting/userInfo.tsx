export { UserInfoScreen as default } from '@/features/user/screens/UserInfoScreen'
