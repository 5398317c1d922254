export { ArtworkVideoScreen as default } from '@/features/nft/screens/ArtworkDetailScreen'
