export { MarketSearchScreen as default } from '@/features/market/screens/MarketSearchScreen'
