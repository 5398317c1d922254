export { ApplyArtistScreen as default } from '@/features/nft/screens/ApplyArtistScreen'
