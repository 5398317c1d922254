export { ChatRoomScreen as default } from '@/features/chat/screens/ChatRoomScreen'
