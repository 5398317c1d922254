export { BankInternationalScreen as default } from '@/features/wallet/screens/BankInternationalScreen'
