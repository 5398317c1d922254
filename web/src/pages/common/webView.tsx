export { WebViewScreen as default } from '@/features/content/screens/WebViewScreen'
