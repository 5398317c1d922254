export { WalletLinksScreen as default } from '@/features/auth/screens/WalletLinksScreen'
