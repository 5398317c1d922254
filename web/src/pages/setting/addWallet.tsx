export { AddAddressScreen as default } from '@/features/wallet/screens/AddAddressScreen'
