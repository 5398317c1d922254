export { BankScreen as default } from '@/features/wallet/screens/BankScreen'
