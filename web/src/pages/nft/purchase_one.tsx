export { BoxScreen as default } from '@/features/nft/screens/BoxScreen'
