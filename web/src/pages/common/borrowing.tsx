export { BorrowingScreen as default } from '@/features/loans/screens/BorrowingScreen'
