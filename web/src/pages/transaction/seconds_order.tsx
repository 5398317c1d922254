export { OptionOrdersScreen as default } from '@/features/micro/screens/OptionOrdersScreen'
