import { MailOpenOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { toast } from '@/lib/toast'
import { MailRow } from '../components/MailRow'
import '../messages.css'
import { useMailList, useMarkRead, useUnreadCount } from '../queries'
import type { MailMessage } from '../types'

export function MailListScreen() {
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
