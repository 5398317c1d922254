export { SupportScreen as default } from '@/features/support/screens/SupportScreen'
