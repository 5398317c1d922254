import { Badge } from 'antd-mobile'
import { Suspense } from 'react'
import { PhonebookOutline } from '@/components/icons'
import { LinkCard } from '@/components/LinkCard'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
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

function SupportCard() {
  const { t } = useSupportStrings()
  const loggedIn = useSession(selectIsLoggedIn)
  return (
    <LinkCard
      to={ROUTES.support}
      className="support-link"
      icon={<PhonebookOutline fontSize={22} />}
      title={t('support.link')}
      text={t('support.link_text')}
    >
      {loggedIn && <UnreadBadge />}
    </LinkCard>
  )
}

/** "Chat with support", with the count of replies not read yet, for the contact page. */
export function SupportLink() {
  return (
    <Suspense fallback={null}>
      <SupportCard />
    </Suspense>
  )
}
