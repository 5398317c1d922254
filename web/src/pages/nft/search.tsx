export { SearchScreen as default } from '@/features/nft/screens/SearchScreen'
