export { IeoOrdersScreen as default } from '@/features/earn/screens/IeoOrdersScreen'
