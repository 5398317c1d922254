export { ArtworksScreen as default } from '@/features/nft/screens/ArtworksScreen'
