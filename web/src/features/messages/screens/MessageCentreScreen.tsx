import { Badge, List } from 'antd-mobile'
import { MailOutline, SoundOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { ROUTES } from '@/lib/navigation'
import '../messages.css'
import { useUnreadCount } from '../queries'

export function MessageCentreScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const unread = useUnreadCount()
  return (
    <Page title={t('mail.centre_title')}>
      <SettingsList className="mail-centre">
        <List.Item
          prefix={
            <Badge content={unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null}>
              <span className="mail-centre-icon">
                <MailOutline />
              </span>
            </Badge>
          }
          description={unread > 0 ? t('mail.unread_count', { count: unread }) : t('mail.my_messages_desc')}
          onClick={() => void navigate(ROUTES.mailMessageList)}
        >
          {t('mail.my_messages')}
        </List.Item>
        <List.Item
          prefix={
            <span className="mail-centre-icon">
              <SoundOutline />
            </span>
          }
          description={t('mail.announcements_desc')}
          onClick={() => void navigate(ROUTES.ggList)}
        >
          {t('mail.announcements')}
        </List.Item>
      </SettingsList>
    </Page>
  )
}
