export { CollectionScreen as default } from '@/features/nft/screens/CollectionScreen'
