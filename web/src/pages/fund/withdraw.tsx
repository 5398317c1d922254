export { WithdrawScreen as default } from '@/features/wallet/screens/WithdrawScreen'
