export { OrdersScreen as default } from '@/features/otc/screens/OrdersScreen'
