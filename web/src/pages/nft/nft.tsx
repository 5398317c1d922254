export { MarketScreen as default } from '@/features/nft/screens/MarketScreen'
