import { MailOpenOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { PagedList } from '@/features/content/components/PagedList'
import { MailRow } from '@/features/messages/components/MailRow'
import type { MailMessage } from '@/features/messages/types'
import { useMailList, useMarkRead, useUnreadCount } from '@/features/messages/useMail'
import { toast } from '@/lib/toast'

export default function MailListScreen() {
  const { t } = useTranslation()
  const query = useMailList()
  const unread = useUnreadCount()
  const markRead = useMarkRead()
  const [openId, setOpenId] = useState<number | null>(null)

  const toggle = (message: MailMessage) => {
    const opening = openId !== message.id
    setOpenId(opening ? message.id : null)
    if (opening && message.is_read === 0) markRead.mutate({ id: message.id, wasUnread: true })
  }

  const markAll = () => {
    markRead.mutate(
      {},
      { onSuccess: (text) => toast.success(typeof text === 'string' && text ? text : t('mail.marked_read')) },
    )
  }

  const anyUnread = unread > 0 || query.items.some((m) => m.is_read === 0)
  return (
    <Page
      title={t('mail.list_title')}
      right={
        <button type="button" className="mail-nav-action" disabled={!anyUnread || markRead.isPending} onClick={markAll}>
          {t('mail.mark_all_read')}
        </button>
      }
    >
      <PagedList
        query={query}
        rowKey={(message) => message.id}
        renderItem={(message) => (
          <MailRow message={message} expanded={openId === message.id} onToggle={() => toggle(message)} />
        )}
        empty={<StateView icon={<MailOpenOutline />} title={t('mail.empty_title')} text={t('mail.empty_text')} />}
      />
    </Page>
  )
}
