export { CouponScreen as default } from '@/features/coupons/screens/CouponScreen'
