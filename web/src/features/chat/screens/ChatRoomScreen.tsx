import { Button, NoticeBar, Tabs } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { SoundOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, PendingView, StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { Composer } from '../components/Composer'
import { MessageItem } from '../components/MessageItem'
import { useHistory, useLoadEarlier, useRooms } from '../queries'
import { isMuted, pickRoom } from '../rules'
import { useChatStrings } from '../strings'
import type { ChatRooms } from '../types'
import '../chat.css'

function Messages({ room, canReport }: { room: string; canReport: boolean }) {
  const { t } = useTranslation()
  const history = useHistory(room)
  const earlier = useLoadEarlier(room)
  const list = useRef<HTMLOListElement>(null)
  const newest = history.data?.messages.at(-1)?.id ?? 0
  useEffect(() => {
    const box = list.current
    if (box) box.scrollTop = box.scrollHeight
  }, [newest])

  if (history.isPending) return <LoadingView label={t('common.loading')} />
  if (!history.data) {
    return <LoadFailedView title={t('chat.load_failed')} onRetry={() => void history.refetch()} />
  }
  const { messages, has_more } = history.data
  return (
    <ol className="chat-lines" ref={list} aria-live="polite" data-room={room}>
      {has_more && (
        <li className="chat-earlier">
          <Button size="mini" fill="none" loading={earlier.loading} onClick={() => void earlier.load()}>
            {t('chat.load_earlier')}
          </Button>
        </li>
      )}
      {messages.length === 0 && (
        <li className="chat-empty">
          <StateView icon={<SoundOutline />} title={t('chat.empty_title')} text={t('chat.empty_text')} />
        </li>
      )}
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} canReport={canReport} />
      ))}
    </ol>
  )
}

function MutedBanner({ rooms, at }: { rooms: ChatRooms; at: number }) {
  const { t } = useTranslation()
  if (!isMuted(rooms, at)) return null
  const text = rooms.mute_reason
    ? t('chat.muted_reason', { until: rooms.muted_until, reason: rooms.mute_reason })
    : t('chat.muted', { until: rooms.muted_until })
  return <NoticeBar className="chat-muted" color="alert" wrap content={text} />
}

/**
 * The public chat rooms, one per language: the history live by pushes, earlier messages on demand, and for
 * signed-in users a composer and a report action per message. Text is only ever shown as text.
 */
export function ChatRoomScreen() {
  const { t, i18n } = useChatStrings()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const rooms = useRooms()
  const [params, setParams] = useSearchParams()
  const list = rooms.data?.rooms ?? []
  const room = rooms.data ? pickRoom(list, params.get('room'), i18n.language) : ''
  // The mute as of when the rooms were read; a refusal to send reads them again.
  const muted = rooms.data ? isMuted(rooms.data, rooms.dataUpdatedAt) : false

  let body
  if (rooms.data) {
    body = (
      <>
        {list.length > 1 && (
          <Tabs className="chat-rooms" activeKey={room} onChange={(key) => setParams({ room: key }, { replace: true })}>
            {list.map((entry) => (
              <Tabs.Tab key={entry.id} title={entry.name || entry.id} />
            ))}
          </Tabs>
        )}
        <MutedBanner rooms={rooms.data} at={rooms.dataUpdatedAt} />
        <Messages key={room} room={room} canReport={loggedIn} />
        {loggedIn ? (
          !muted && <Composer room={room} onMuted={() => void rooms.refetch()} />
        ) : (
          <div className="chat-guest">
            <span>{t('chat.guest')}</span>
            <Button size="small" color="primary" onClick={() => void navigate(ROUTES.login)}>
              {t('common.login')}
            </Button>
          </div>
        )}
      </>
    )
  } else {
    body = <PendingView query={rooms} failed={t('chat.load_failed')} />
  }

  return (
    <Page title={t('chat.title')}>
      <div className="chat">
        {body}
        <p className="chat-rules">{t('chat.rules')}</p>
      </div>
    </Page>
  )
}
