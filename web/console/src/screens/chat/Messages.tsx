import { useQuery } from '@tanstack/react-query'
import { Button, Card, Image, Select, Space, Switch, Tag, Typography } from 'antd'
import { useState } from 'react'
import { ReasonModal } from '../../components/ReasonModal'
import { isUpload } from '../../components/PrivatePicture'
import { PagedTable, usePages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminChatMessage, PageOf } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { MuteModal, type MuteTarget } from './MuteModal'
import { ALL_ROOMS, messagesKey, PAGE, REFRESH, ROOMS } from './shared'

/**
 * A message's content: a picture (public, as every room member sees it) as an image, text as text (never read as
 * markup), line breaks kept.
 */
function Content({ message }: { message: AdminChatMessage }) {
  const { t } = useI18n()
  if (message.kind === 'image' && isUpload(message.content))
    return <Image src={message.content} alt={t('chat.picture')} width={160} className="chat-picture" />
  return <div className={`chat-text${message.deleted ? ' chat-text-deleted' : ''}`}>{message.content}</div>
}

/** The rooms' messages, newest first, filtered by room and to reported ones; each can be deleted or its sender muted. */
export function Messages() {
  const { t } = useI18n()
  const zone = useZone()
  const [room, setRoom] = useState<string>(ALL_ROOMS)
  const [reported, setReported] = useState(false)
  const { page, setPage, pagination } = usePages(PAGE)
  const [deleting, setDeleting] = useState<AdminChatMessage | null>(null)
  const [muting, setMuting] = useState<MuteTarget | null>(null)
  const list = useQuery({
    queryKey: [...messagesKey, room, reported, page],
    queryFn: () =>
      api.get<PageOf<AdminChatMessage>>(`${ADMIN}/chat/messages`, {
        room: room === ALL_ROOMS ? undefined : room,
        reported: reported ? 1 : 0,
        page,
        limit: PAGE,
      }),
    refetchInterval: REFRESH,
  })
  const remove = useAction(
    (fields: { id: number; reason: string }) => api.post(`${ADMIN}/chat/delete`, fields),
    [messagesKey],
  )
  const roomName = (id: string) =>
    (ROOMS as readonly string[]).includes(id) ? t(`langs.${id as (typeof ROOMS)[number]}`) : id
  return (
    <Card size="small" title={t('chat.messages')}>
      <div className="toolbar">
        <Select<string>
          className="chat-room-filter"
          value={room}
          style={{ width: 220 }}
          onChange={(value) => {
            setRoom(value)
            setPage(1)
          }}
          options={[
            { value: ALL_ROOMS, label: t('chat.all_rooms') },
            ...ROOMS.map((id) => ({ value: id, label: `${t(`langs.${id}`)} (${id})` })),
          ]}
        />
        <Space size={6}>
          <Switch
            className="chat-reported-filter"
            checked={reported}
            onChange={(value) => {
              setReported(value)
              setPage(1)
            }}
          />
          <span>{t('chat.reported_only')}</span>
        </Space>
      </div>
      <PagedTable<AdminChatMessage>
        list={list}
        pagination={pagination}
        rowKey="id"
        scroll={{ x: 1100 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: zone.title(t('chat.sent_at')), dataIndex: 'created_at', width: 170 },
          { title: t('chat.room'), key: 'room', width: 150, render: (_, row) => roomName(row.room) },
          {
            title: t('chat.sender'),
            key: 'sender',
            width: 220,
            render: (_, row) => (
              <Space orientation="vertical" size={0} className="chat-sender">
                <span>{row.nickname || '–'}</span>
                <Typography.Text type="secondary">
                  {row.account || '–'} · #{row.user_id}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('chat.message'),
            key: 'content',
            render: (_, row) => (
              <Space orientation="vertical" size={4}>
                <Content message={row} />
                {row.deleted && <Tag className="chat-deleted">{t('chat.deleted')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('chat.reports'),
            key: 'reports',
            width: 90,
            align: 'center',
            render: (_, row) =>
              row.reports > 0 ? (
                <Tag color="red" className="chat-reports">
                  {row.reports}
                </Tag>
              ) : (
                <Typography.Text type="secondary">0</Typography.Text>
              ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            fixed: 'end',
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" danger disabled={row.deleted} onClick={() => setDeleting(row)}>
                  {t('chat.delete')}
                </Button>
                <Button size="small" onClick={() => setMuting({ user_id: row.user_id, account: row.account })}>
                  {t('chat.mute')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ReasonModal
        open={deleting !== null}
        title={deleting ? t('chat.delete_title', { id: deleting.id }) : ''}
        okText={t('chat.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onSubmit={async (reason) => {
          await remove.mutateAsync({ id: deleting?.id ?? 0, reason })
          setDeleting(null)
        }}
      />
      <MuteModal target={muting} onClose={() => setMuting(null)} />
    </Card>
  )
}
