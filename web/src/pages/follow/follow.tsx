export { FollowSettingScreen as default } from '@/features/copytrade/screens/FollowSettingScreen'
