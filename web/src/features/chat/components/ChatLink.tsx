import { SoundOutline } from '@/components/icons'
import { LinkCard } from '@/components/LinkCard'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'

/** "Chat room", for the home and contact pages; its words are in the app's main strings, so nothing else loads. */
export function ChatLink() {
  const { t } = useTranslation()
  return (
    <LinkCard
      to={ROUTES.chatRoom}
      className="chat-link"
      icon={<SoundOutline fontSize={22} />}
      title={t('home.chat_title')}
      text={t('home.chat_text')}
    />
  )
}
