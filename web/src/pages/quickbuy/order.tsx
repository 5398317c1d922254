export { OrderScreen as default } from '@/features/quickbuy/screens/OrderScreen'
