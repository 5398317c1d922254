export { ResellScreen as default } from '@/features/nft/screens/ResellScreen'
