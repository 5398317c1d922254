export { MarketScreen as default } from '@/features/market/screens/MarketScreen'
