export { FinanceScreen as default } from '@/features/earn/screens/FinanceScreen'
