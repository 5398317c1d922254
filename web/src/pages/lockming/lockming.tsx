export { LockProductsScreen as default } from '@/features/earn/screens/LockProductsScreen'
