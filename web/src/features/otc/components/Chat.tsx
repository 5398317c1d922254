import { Button, Input, SpinLoading } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { uploadImage } from '@/features/user'
import { useTranslation } from '@/lib/i18n'
import { fileUrl } from '@/lib/files'
import { useChat, useSendChat } from '../queries'
import { chatTextOk, isUploadPath, SYSTEM_LINES } from '../rules'
import type { OtcChatMessage } from '../types'

/** One chat line: the platform's centred, the reader's own on the right; text is shown as text, never as markup. */
function Line({ message, me }: { message: OtcChatMessage; me: number }) {
  const { t } = useTranslation()
  if (message.kind === 'system') {
    const known = SYSTEM_LINES.includes(message.content)
    return (
      <li className="otc-chat-line otc-chat-system" data-message={message.id}>
        {known ? t(`otc.system_${message.content}`) : message.content}
      </li>
    )
  }
  const own = message.kind !== 'operator' && message.sender === me
  const name = message.kind === 'operator' ? t('otc.platform') : message.sender_name
  return (
    <li className={own ? 'otc-chat-line otc-chat-own' : 'otc-chat-line'} data-message={message.id}>
      <span className="otc-chat-meta">
        {own ? t('otc.you') : name} · {message.created_at}
      </span>
      {message.kind === 'image' && isUploadPath(message.content) ? (
        <a href={fileUrl(message.content)} target="_blank" rel="noreferrer" className="otc-chat-picture">
          <img src={fileUrl(message.content)} alt={t('otc.picture')} />
        </a>
      ) : (
        <span className={message.kind === 'operator' ? 'otc-chat-text otc-chat-operator' : 'otc-chat-text'}>
          {message.content}
        </span>
      )}
    </li>
  )
}

/** An order's chat: every line kept as evidence, live by pushes, with a text field and a picture button. */
export function Chat({ orderId, me, open }: { orderId: number; me: number; open: boolean }) {
  const { t } = useTranslation()
  const chat = useChat(orderId, open)
  const sending = useSendChat(orderId)
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const list = useRef<HTMLOListElement>(null)
  const picker = useRef<HTMLInputElement>(null)
  const rows = chat.data ?? []

  useEffect(() => {
    const box = list.current
    if (box) box.scrollTop = box.scrollHeight
  }, [rows.length])

  const send = () => {
    const content = text.trim()
    if (!chatTextOk(content)) return
    sending.mutate({ kind: 'text', content }, { onSuccess: () => setText('') })
  }

  const sendPicture = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      const path = await uploadImage(file, file.name)
      sending.mutate({ kind: 'image', content: path })
    } catch {
      // The request wrapper has shown why.
    } finally {
      setUploading(false)
      if (picker.current) picker.current.value = ''
    }
  }

  return (
    <section className="ui-card otc-card otc-chat">
      <h3 className="otc-card-title">{t('otc.chat')}</h3>
      <ol className="otc-chat-lines" ref={list} aria-live="polite">
        {rows.length === 0 && <li className="otc-chat-line otc-chat-system">{t('otc.chat_empty')}</li>}
        {rows.map((message) => (
          <Line key={message.id} message={message} me={me} />
        ))}
      </ol>
      {open && (
        <div className="otc-chat-compose">
          <Button
            size="small"
            fill="outline"
            className="otc-chat-picture-button"
            aria-label={t('otc.send_picture')}
            disabled={uploading}
            onClick={() => picker.current?.click()}
          >
            {uploading ? <SpinLoading style={{ '--size': '14px' }} /> : '＋'}
          </Button>
          <input
            ref={picker}
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            name="chat_picture"
            onChange={(e) => void sendPicture(e.target.files?.[0])}
          />
          <div className="ui-input otc-chat-input">
            <Input
              name="chat_text"
              maxLength={500}
              placeholder={t('otc.chat_placeholder')}
              value={text}
              onChange={setText}
              onEnterPress={send}
            />
          </div>
          <Button
            size="small"
            color="primary"
            className="otc-chat-send"
            disabled={!chatTextOk(text)}
            loading={sending.isPending}
            onClick={send}
          >
            {t('otc.send')}
          </Button>
        </div>
      )}
    </section>
  )
}
