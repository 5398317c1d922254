export { MessageCentreScreen as default } from '@/features/messages/screens/MessageCentreScreen'
