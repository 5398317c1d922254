export { LockOrdersScreen as default } from '@/features/earn/screens/LockOrdersScreen'
