import { Button, Dialog } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { PhonebookOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Composer } from '../components/Composer'
import { MessageLine } from '../components/MessageLine'
import { useCloseConversation, useConversation, usePollMessages } from '../queries'
import { useSupportStrings } from '../strings'
import { CONVERSATION_OPEN, type SupportConversation } from '../types'
import '../support.css'

function Messages({ conversation }: { conversation: SupportConversation }) {
  const list = useRef<HTMLOListElement>(null)
  const count = conversation.messages.length
  useEffect(() => {
    const box = list.current
    if (box) box.scrollTop = box.scrollHeight
  }, [count])
  return (
    <ol className="support-lines" ref={list} aria-live="polite">
      {conversation.messages.map((message) => (
        <MessageLine key={message.id} message={message} />
      ))}
    </ol>
  )
}

function CloseButton() {
  const { t } = useTranslation()
  const closing = useCloseConversation()
  const close = async () => {
    const ok = await Dialog.confirm({
      title: t('support.close_title'),
      content: t('support.close_text'),
      confirmText: t('support.close'),
      cancelText: t('support.keep'),
    })
    if (!ok) return
    closing.mutate(undefined, { onSuccess: () => toast.success(t('support.closed')) })
  }
  return (
    <Button size="mini" fill="none" className="support-close" loading={closing.isPending} onClick={() => void close()}>
      {t('support.close')}
    </Button>
  )
}

/**
 * Customer service: the user's conversation with support, live by pushes and polled while open. Operators reply from
 * the console, also while the user is away; the replies wait here. Either side may close it; writing again opens a
 * new one.
 */
export function SupportScreen() {
  const { t } = useSupportStrings()
  const conversation = useConversation()
  usePollMessages(conversation.data)
  const current = conversation.data
  const open = current?.status === CONVERSATION_OPEN

  let body
  if (current && current.messages.length > 0) {
    body = <Messages conversation={current} />
  } else if (conversation.isError) {
    body = <LoadFailedView title={t('support.load_failed')} onRetry={() => void conversation.refetch()} />
  } else if (conversation.isPending) {
    body = <LoadingView label={t('common.loading')} />
  } else {
    body = (
      <div className="support-empty">
        <StateView icon={<PhonebookOutline />} title={t('support.empty_title')} text={t('support.empty_text')} />
      </div>
    )
  }

  return (
    <Page title={t('support.title')} right={open ? <CloseButton /> : undefined}>
      <div className="support" data-status={current ? current.status : 'none'}>
        {body}
        {current && !open && (
          <p className="support-closed" role="status">
            {t('support.closed_notice')}
          </p>
        )}
        <Composer />
      </div>
    </Page>
  )
}
