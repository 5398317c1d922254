import { Button, Input, SpinLoading } from 'antd-mobile'
import { useRef, useState } from 'react'
import { uploadImage } from '@/features/user'
import { useTranslation } from '@/lib/i18n'
import { RequestError } from '@/lib/request'
import { useSendMessage } from '../queries'
import { TEXT_MAX, textOk } from '../rules'

/** The text box with Send and a picture button; a refusal the server words (too many messages) shows below it. */
export function Composer() {
  const { t } = useTranslation()
  const sending = useSendMessage()
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const [refusal, setRefusal] = useState('')
  const picker = useRef<HTMLInputElement>(null)

  const onError = (error: unknown) => {
    if (error instanceof RequestError && error.error === 'support_rate_limited') setRefusal(error.message)
  }

  const send = () => {
    const content = text.trim()
    if (!textOk(content) || sending.isPending) return
    setRefusal('')
    sending.mutate({ kind: 'text', content }, { onSuccess: () => setText(''), onError })
  }

  const sendPicture = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    setRefusal('')
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
    <div className="support-compose">
      {refusal && (
        <p className="support-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="support-compose-row">
        <Button
          size="small"
          fill="outline"
          className="support-picture-button"
          aria-label={t('support.send_picture')}
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
          name="support_picture"
          onChange={(e) => void sendPicture(e.target.files?.[0])}
        />
        <div className="ui-input support-input">
          <Input
            name="support_text"
            maxLength={TEXT_MAX}
            placeholder={t('support.placeholder')}
            value={text}
            onChange={setText}
            onEnterPress={send}
          />
        </div>
        <Button
          size="small"
          color="primary"
          className="support-send"
          disabled={!textOk(text)}
          loading={sending.isPending}
          onClick={send}
        >
          {t('support.send')}
        </Button>
      </div>
    </div>
  )
}
