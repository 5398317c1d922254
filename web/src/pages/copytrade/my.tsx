export { MyCopyScreen as default } from '@/features/copytrade/screens/MyCopyScreen'
