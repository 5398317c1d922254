export { ArtworkDetailScreen as default } from '@/features/nft/screens/ArtworkDetailScreen'
