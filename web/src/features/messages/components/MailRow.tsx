import { Badge } from 'antd-mobile'
import { DownOutline, MailOpenOutline, MailOutline, UpOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { RichText } from '@/components/RichText'
import { useDisplayTime } from '@/hooks/useDisplayTime'
import '../messages.css'
import type { MailMessage } from '../types'

function Avatar({ message }: { message: MailMessage }) {
  const [failed, setFailed] = useState(false)
  const unread = message.is_read === 0
  const icon =
    message.avatar && /[./]/.test(message.avatar) && !failed ? (
      <img src={message.avatar} alt="" onError={() => setFailed(true)} />
    ) : unread ? (
      <MailOutline />
    ) : (
      <MailOpenOutline />
    )
  return (
    <Badge content={unread ? Badge.dot : null}>
      <span className="mail-avatar">{icon}</span>
    </Badge>
  )
}

interface MailRowProps {
  message: MailMessage
  expanded: boolean
  onToggle: () => void
}

/** A message: the summary row, and its full text below once opened. */
export function MailRow({ message, expanded, onToggle }: MailRowProps) {
  const { t } = useTranslation()
  const displayTime = useDisplayTime()
  const unread = message.is_read === 0
  const bodyId = `mail-body-${message.id}`
  return (
    <div className={unread ? 'mail-row unread' : 'mail-row'}>
      <button
        type="button"
        className="mail-row-head"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <Avatar message={message} />
        <span className="mail-row-main">
          <span className="mail-row-title">
            {message.title}
            {unread && <span className="visually-hidden"> ({t('mail.unread')})</span>}
          </span>
          {!expanded && message.abstract && <span className="mail-row-abstract">{message.abstract}</span>}
          <span className="mail-row-time num">{displayTime(message)}</span>
        </span>
        <span className="mail-row-toggle">{expanded ? <UpOutline /> : <DownOutline />}</span>
      </button>
      {expanded && (
        <div className="mail-row-body" id={bodyId}>
          <RichText className="mail-row-text" html={message.content || message.abstract} />
        </div>
      )}
    </div>
  )
}
