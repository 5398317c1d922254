export { VipScreen as default } from '@/features/vip/screens/VipScreen'
