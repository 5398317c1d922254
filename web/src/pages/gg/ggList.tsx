export { NoticeListScreen as default } from '@/features/content/screens/NoticeListScreen'
