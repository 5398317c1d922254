import { Button, Input, SpinLoading } from 'antd-mobile'
import { type ReactNode, useRef, useState } from 'react'

export interface ComposerProps {
  /** Prefix of the class and field names: `chat` gives `.chat-compose`, `.chat-send` and `input[name="chat_text"]`. */
  prefix: string
  maxLength: number
  textOk: (text: string) => boolean
  labels: { placeholder: string; send: string; sendPicture: string }
  pending: boolean
  /** Sends a message; `done` runs once it is accepted. */
  onSend: (kind: 'text' | 'image', content: string, done?: () => void) => void
  /** Turns a picked picture into an upload path of the sender's. */
  upload: (file: File) => Promise<string>
  /** Shown above the row, such as a refusal the server words. */
  notice?: ReactNode
  /** Runs before each send, such as clearing a refusal shown. */
  onStart?: () => void
}

/** A text box with Send and a picture button, shared by the app's conversations. */
export function Composer({
  prefix,
  maxLength,
  textOk,
  labels,
  pending,
  onSend,
  upload,
  notice,
  onStart,
}: ComposerProps) {
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  const send = () => {
    const content = text.trim()
    if (!textOk(content) || pending) return
    onStart?.()
    onSend('text', content, () => setText(''))
  }

  const sendPicture = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    onStart?.()
    try {
      onSend('image', await upload(file))
    } catch {
      // The request wrapper has shown why.
    } finally {
      setUploading(false)
      if (picker.current) picker.current.value = ''
    }
  }

  return (
    <div className={`${prefix}-compose`}>
      {notice}
      <div className={`${prefix}-compose-row`}>
        <Button
          size="small"
          fill="outline"
          className={`${prefix}-picture-button`}
          aria-label={labels.sendPicture}
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
          name={`${prefix}_picture`}
          onChange={(e) => void sendPicture(e.target.files?.[0])}
        />
        <div className={`ui-input ${prefix}-input`}>
          <Input
            name={`${prefix}_text`}
            maxLength={maxLength}
            placeholder={labels.placeholder}
            value={text}
            onChange={setText}
            onEnterPress={send}
          />
        </div>
        <Button
          size="small"
          color="primary"
          className={`${prefix}-send`}
          disabled={!textOk(text)}
          loading={pending}
          onClick={send}
        >
          {labels.send}
        </Button>
      </div>
    </div>
  )
}
