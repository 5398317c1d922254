export { MyNftScreen as default } from '@/features/nft/screens/MyNftScreen'
