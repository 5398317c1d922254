export { MyBidsScreen as default } from '@/features/nft/screens/MyBidsScreen'
