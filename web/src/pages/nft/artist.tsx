export { ArtistsScreen as default } from '@/features/nft/screens/ArtistsScreen'
