import { Space, Typography } from 'antd'
import { useI18n } from '../lib/i18n'
import { Messages } from './chat/Messages'
import { Mutes } from './chat/Mutes'

/**
 * Chat moderation (content): the rooms' messages with their reports, deleting one (every client removes it) and
 * muting its sender for a time, and the users muted now. The server audits each action; a reason is always given.
 */
export default function Chat() {
  const { t } = useI18n()
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('chat.intro')}
      </Typography.Paragraph>
      <Messages />
      <Mutes />
    </Space>
  )
}
