import { RightOutline, SoundOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import '../link.css'

/** "Chat room", for the home and contact pages; its words are in the app's main strings, so nothing else loads. */
export function ChatLink() {
  const { t } = useTranslation()
  return (
    <Link to={ROUTES.chatRoom} className="chat-link">
      <SoundOutline fontSize={22} />
      <span className="chat-link-main">
        <span className="chat-link-title">{t('home.chat_title')}</span>
        <span className="chat-link-text">{t('home.chat_text')}</span>
      </span>
      <RightOutline />
    </Link>
  )
}
