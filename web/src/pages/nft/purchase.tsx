export { SeriesScreen as default } from '@/features/nft/screens/SeriesScreen'
