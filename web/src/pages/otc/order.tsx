export { OrderScreen as default } from '@/features/otc/screens/OrderScreen'
