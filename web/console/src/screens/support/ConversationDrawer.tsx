import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Drawer, Empty, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd'
import { useState } from 'react'
import { UserPicture } from '../../components/UserPicture'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminSupportConversation, SupportMessage } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { conversationKey, listKey, OPEN, REFRESH, REPLY_MAX, STATUS_COLORS, statusOf, systemLine } from './shared'

/** One line: the platform's centred and in words, pictures as images, text as text (never as markup). */
function Line({ line, account }: { line: SupportMessage; account: string }) {
  const { t } = useI18n()
  if (line.from === 'system') {
    return (
      <div className="support-line support-line-system" data-line={line.id}>
        <Tag>{systemLine(line.content, t)}</Tag>
        <Typography.Text type="secondary" className="support-meta">
          {line.created_at}
        </Typography.Text>
      </div>
    )
  }
  const operator = line.from === 'operator'
  const who = operator ? line.operator_name || t('support.operator') : account || t('support.user')
  return (
    <div className={`support-line support-line-${operator ? 'operator' : 'user'}`} data-line={line.id}>
      <Typography.Text type="secondary" className="support-meta">
        {who} · {line.created_at}
      </Typography.Text>
      {line.kind === 'image' ? (
        <UserPicture path={line.content} alt={t('support.picture')} width={220} />
      ) : (
        <div className="support-text">{line.content}</div>
      )}
    </div>
  )
}

function Reply({ id }: { id: number }) {
  const { t } = useI18n()
  const [text, setText] = useState('')
  const reply = useAction(
    (content: string) => api.post<string>(`${ADMIN}/support/reply`, { id, content }),
    [conversationKey(id), listKey],
  )
  const content = text.trim()
  const ok = content.length > 0 && [...content].length <= REPLY_MAX
  return (
    <Space orientation="vertical" style={{ width: '100%' }} className="support-reply">
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('support.reply_placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={REPLY_MAX}
        showCount
      />
      <Space>
        <Button
          type="primary"
          disabled={!ok}
          loading={reply.isPending}
          onClick={() => reply.mutate(content, { onSuccess: () => setText('') })}
        >
          {t('support.reply')}
        </Button>
        <Typography.Text type="secondary">{t('support.reply_hint')}</Typography.Text>
      </Space>
    </Space>
  )
}

/** A conversation with all its messages, read again every few seconds while open; support replies or closes it. */
export function ConversationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useI18n()
  const zone = useZone()
  const detail = useQuery({
    queryKey: conversationKey(id),
    enabled: id !== null,
    queryFn: () => api.post<AdminSupportConversation>(`${ADMIN}/support/conversation`, { id: id ?? 0 }),
    refetchInterval: id !== null ? REFRESH : false,
  })
  const close = useAction(
    (conversation: number) => api.post<string>(`${ADMIN}/support/close`, { id: conversation }),
    [conversationKey(id), listKey],
  )
  const summary = detail.data?.conversation
  const messages = detail.data?.messages ?? []
  const open = summary !== undefined && statusOf(summary.status) === OPEN
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={id !== null ? `${t('support.conversation')} #${id}` : ''}
      extra={
        open && (
          <Popconfirm
            title={t('support.close_confirm')}
            okText={t('support.close')}
            okButtonProps={{ danger: true }}
            onConfirm={() => close.mutateAsync(summary.id).catch(() => undefined)}
          >
            <Button danger className="support-close">
              {t('support.close')}
            </Button>
          </Popconfirm>
        )
      }
    >
      {detail.isError && <Alert type="error" showIcon title={detail.error.message} />}
      {detail.isLoading && <Spin className="screen-spin" />}
      {summary && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space size={8} wrap>
            <span>{summary.account || '–'}</span>
            <Typography.Text type="secondary">#{summary.user_id}</Typography.Text>
            <Tag color={STATUS_COLORS[statusOf(summary.status)]}>{t(`support.status_${statusOf(summary.status)}`)}</Tag>
            <Typography.Text type="secondary">{summary.created_at}</Typography.Text>
            <Typography.Text type="secondary" className="support-zone">
              {t('common.times_in', { zone: zone.label })}
            </Typography.Text>
          </Space>
          {messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.no_messages')} />
          ) : (
            <div className="support-chat">
              {messages.map((line) => (
                <Line key={line.id} line={line} account={summary.account} />
              ))}
            </div>
          )}
          {open ? (
            <Reply key={summary.id} id={summary.id} />
          ) : (
            <Alert type="info" showIcon title={t('support.closed')} />
          )}
        </Space>
      )}
    </Drawer>
  )
}
