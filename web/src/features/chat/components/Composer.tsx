import { Composer as MessageComposer } from '@/components/Composer'
import { uploadImage } from '@/features/user'
import { useTranslation } from '@/lib/i18n'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { useSendChat } from '../queries'
import { TEXT_MAX, textOk } from '../rules'

/** The room's text box with Send and a picture button; its refusals are toasted in the interface language. */
export function Composer({ room, onMuted }: { room: string; onMuted: () => void }) {
  const { t } = useTranslation()
  const sending = useSendChat(room)

  const onError = (error: unknown) => {
    if (!(error instanceof RequestError)) return
    if (error.error === 'chat_muted') {
      toast.show(t('chat.error_muted'))
      onMuted()
    } else if (error.error === 'chat_rate_limited') {
      toast.show(t('chat.error_rate_limited'))
    }
  }

  return (
    <MessageComposer
      prefix="chat"
      maxLength={TEXT_MAX}
      textOk={textOk}
      labels={{ placeholder: t('chat.placeholder'), send: t('chat.send'), sendPicture: t('chat.send_picture') }}
      pending={sending.isPending}
      onSend={(kind, content, done) => sending.mutate({ kind, content }, { onSuccess: done, onError })}
      upload={(file) => uploadImage(file, file.name)}
    />
  )
}
