export { OrdersScreen as default } from '@/features/quickbuy/screens/OrdersScreen'
