export { LockWelcomeScreen as default } from '@/features/earn/screens/LockWelcomeScreen'
