export { IeoSubscribeScreen as default } from '@/features/earn/screens/IeoSubscribeScreen'
