export { ArtistDetailScreen as default } from '@/features/nft/screens/ArtistDetailScreen'
