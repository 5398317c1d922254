export { AssetsScreen as default } from '@/features/wallet/screens/AssetsScreen'
