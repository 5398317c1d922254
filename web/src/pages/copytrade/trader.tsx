export { TraderScreen as default } from '@/features/copytrade/screens/TraderScreen'
