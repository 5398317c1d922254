export { HomeScreen as default } from '@/features/home/screens/HomeScreen'
