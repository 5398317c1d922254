import { Dialog } from 'antd-mobile'
import { avatarUrl } from '@/features/user'
import { fileUrl } from '@/lib/files'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useReport } from '../queries'
import { isUploadPath } from '../rules'
import type { ChatMessage } from '../types'
import { MessageText } from './MessageText'

function ReportButton({ id }: { id: number }) {
  const { t } = useTranslation()
  const reporting = useReport()
  const report = async () => {
    const ok = await Dialog.confirm({
      title: t('chat.report_title'),
      content: t('chat.report_text'),
      confirmText: t('chat.report'),
      cancelText: t('common.cancel'),
    })
    if (!ok) return
    reporting.mutate(id, { onSuccess: () => toast.success(t('chat.reported')) })
  }
  return (
    <button
      type="button"
      className="chat-report"
      disabled={reporting.isPending || reporting.isSuccess}
      onClick={() => void report()}
    >
      {reporting.isSuccess ? t('chat.reported_short') : t('chat.report')}
    </button>
  )
}

/** One message: the sender and time, the text (as text) or picture, and for others' messages a report action. */
export function MessageItem({ message, canReport }: { message: ChatMessage; canReport: boolean }) {
  const { t } = useTranslation()
  return (
    <li
      className={message.mine ? 'chat-line chat-line-mine' : 'chat-line'}
      data-message={message.id}
      data-mine={message.mine}
    >
      <img className="chat-avatar" src={avatarUrl(message.avatar)} alt="" />
      <div className="chat-bubble-box">
        <span className="chat-meta">
          <span className="chat-name">{message.mine ? t('chat.you') : message.nickname}</span>
          <span className="num"> · {message.created_at}</span>
          {canReport && !message.mine && <ReportButton id={message.id} />}
        </span>
        {message.kind === 'image' ? (
          isUploadPath(message.content) ? (
            <a
              className="chat-bubble chat-picture"
              href={fileUrl(message.content)}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              <img src={fileUrl(message.content)} alt={t('chat.picture')} loading="lazy" />
            </a>
          ) : (
            <span className="chat-bubble chat-unavailable">{t('chat.picture_unavailable')}</span>
          )
        ) : (
          <span className="chat-bubble">
            <MessageText text={message.content} />
          </span>
        )}
      </div>
    </li>
  )
}
