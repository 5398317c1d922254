export { IeoProjectsScreen as default } from '@/features/earn/screens/IeoProjectsScreen'
