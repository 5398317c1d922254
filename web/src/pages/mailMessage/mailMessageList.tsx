export { MailListScreen as default } from '@/features/messages/screens/MailListScreen'
