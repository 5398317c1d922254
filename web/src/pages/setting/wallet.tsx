export { AddressBookScreen as default } from '@/features/wallet/screens/AddressBookScreen'
