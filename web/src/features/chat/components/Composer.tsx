import { Button, Input, SpinLoading } from 'antd-mobile'
import { useRef, useState } from 'react'
import { uploadImage } from '@/features/user'
import { useTranslation } from '@/lib/i18n'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { useSendChat } from '../queries'
import { TEXT_MAX, textOk } from '../rules'

/** The text box with Send and a picture button; the room's own refusals are toasted in the interface language. */
export function Composer({ room, onMuted }: { room: string; onMuted: () => void }) {
  const { t } = useTranslation()
  const sending = useSendChat(room)
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  const onError = (error: unknown) => {
    if (!(error instanceof RequestError)) return
    if (error.error === 'chat_muted') {
      toast.show(t('chat.error_muted'))
      onMuted()
    } else if (error.error === 'chat_rate_limited') {
      toast.show(t('chat.error_rate_limited'))
    }
  }

  const send = () => {
    const content = text.trim()
    if (!textOk(content) || sending.isPending) return
    sending.mutate({ kind: 'text', content }, { onSuccess: () => setText(''), onError })
  }

  const sendPicture = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      const path = await uploadImage(file, file.name)
      sending.mutate({ kind: 'image', content: path }, { onError })
    } catch {
      // The request wrapper has shown why.
    } finally {
      setUploading(false)
      if (picker.current) picker.current.value = ''
    }
  }

  return (
    <div className="chat-compose">
      <Button
        size="small"
        fill="outline"
        className="chat-picture-button"
        aria-label={t('chat.send_picture')}
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
      <div className="ui-input chat-input">
        <Input
          name="chat_text"
          maxLength={TEXT_MAX}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={setText}
          onEnterPress={send}
        />
      </div>
      <Button
        size="small"
        color="primary"
        className="chat-send"
        disabled={!textOk(text)}
        loading={sending.isPending}
        onClick={send}
      >
        {t('chat.send')}
      </Button>
    </div>
  )
}
