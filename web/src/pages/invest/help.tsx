export { DualHelpScreen as default } from '@/features/earn/screens/DualHelpScreen'
