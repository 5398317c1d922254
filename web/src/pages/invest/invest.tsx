export { DualProductsScreen as default } from '@/features/earn/screens/DualProductsScreen'
