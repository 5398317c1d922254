export { SettingScreen as default } from '@/features/settings/screens/SettingScreen'
