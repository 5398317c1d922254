export { DualOrdersScreen as default } from '@/features/earn/screens/DualOrdersScreen'
