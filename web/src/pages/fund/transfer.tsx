export { ConvertScreen as default } from '@/features/spot/screens/ConvertScreen'
