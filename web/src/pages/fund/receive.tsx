export { ReceiveScreen as default } from '@/features/wallet/screens/ReceiveScreen'
