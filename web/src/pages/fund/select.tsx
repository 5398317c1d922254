export { SelectAssetScreen as default } from '@/features/wallet/screens/SelectAssetScreen'
