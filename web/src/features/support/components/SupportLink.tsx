import { Badge } from 'antd-mobile'
import { Suspense } from 'react'
import { PhonebookOutline, RightOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { useSupportUnread } from '../queries'
import { useSupportStrings } from '../strings'
import '../support.css'

function UnreadBadge() {
  const { t } = useTranslation()
  const unread = useSupportUnread().data ?? 0
  if (unread <= 0) return null
  return <Badge className="support-link-unread" content={t('support.unread', { count: unread })} />
}

function LinkCard() {
  useSupportStrings()
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  return (
    <Link to={ROUTES.support} className="support-link">
      <PhonebookOutline fontSize={22} />
      <span className="support-link-main">
        <span className="support-link-title">{t('support.link')}</span>
        <span className="support-link-text">{t('support.link_text')}</span>
      </span>
      {loggedIn && <UnreadBadge />}
      <RightOutline />
    </Link>
  )
}

/** "Chat with support", with the count of replies not read yet, for the contact page. */
export function SupportLink() {
  return (
    <Suspense fallback={null}>
      <LinkCard />
    </Suspense>
  )
}
