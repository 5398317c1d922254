export { SpotOrdersScreen as default } from '@/features/spot/screens/SpotOrdersScreen'
