import { useTranslation } from '@/lib/i18n'
import { fileUrl } from '@/lib/files'
import { isUploadPath, SYSTEM_LINES } from '../rules'
import type { SupportMessage } from '../types'

/**
 * One line: the platform's centred and worded by the app, the user's on the right, an operator's on the left under
 * the operator's name. Text is shown as text, never as markup, and addresses in it are not made links.
 */
export function MessageLine({ message }: { message: SupportMessage }) {
  const { t } = useTranslation()
  if (message.from === 'system') {
    const known = SYSTEM_LINES.includes(message.content)
    return (
      <li className="support-line support-line-system" data-message={message.id} data-from="system">
        {known ? t(`support.system_${message.content}`) : message.content}
      </li>
    )
  }
  const own = message.from === 'user'
  const name = own ? t('support.you') : message.operator_name || t('support.operator')
  return (
    <li
      className={own ? 'support-line support-line-own' : 'support-line support-line-operator'}
      data-message={message.id}
      data-from={message.from}
    >
      <span className="support-line-meta">
        <span className="support-line-name">{name}</span> · {message.created_at}
      </span>
      {message.kind === 'image' && isUploadPath(message.content) ? (
        <a href={fileUrl(message.content)} target="_blank" rel="noreferrer" className="support-line-picture">
          <img src={fileUrl(message.content)} alt={t('support.picture')} />
        </a>
      ) : (
        <span className="support-line-text">{message.content}</span>
      )}
    </li>
  )
}
