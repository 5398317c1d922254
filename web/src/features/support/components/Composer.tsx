import { useState } from 'react'
import { Composer as MessageComposer } from '@/components/Composer'
import { uploadImage } from '@/features/user'
import { useTranslation } from '@/lib/i18n'
import { RequestError } from '@/lib/request'
import { useSendMessage } from '../queries'
import { TEXT_MAX, textOk } from '../rules'

/** The text box with Send and a picture button; a refusal the server words (too many messages) shows above it. */
export function Composer() {
  const { t } = useTranslation()
  const sending = useSendMessage()
  const [refusal, setRefusal] = useState('')

  const onError = (error: unknown) => {
    if (error instanceof RequestError && error.error === 'support_rate_limited') setRefusal(error.message)
  }

  return (
    <MessageComposer
      prefix="support"
      maxLength={TEXT_MAX}
      textOk={textOk}
      labels={{
        placeholder: t('support.placeholder'),
        send: t('support.send'),
        sendPicture: t('support.send_picture'),
      }}
      pending={sending.isPending}
      onSend={(kind, content, done) => sending.mutate({ kind, content }, { onSuccess: done, onError })}
      upload={(file) => uploadImage(file, file.name)}
      onStart={() => setRefusal('')}
      notice={
        refusal && (
          <p className="support-refusal" role="alert">
            {refusal}
          </p>
        )
      }
    />
  )
}
