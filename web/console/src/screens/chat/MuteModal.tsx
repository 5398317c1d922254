import { Button, Form, Input, InputNumber, Space, Typography } from 'antd'
import { FormModal } from '../../components/FormModal'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n, type TextKey } from '../../lib/i18n'
import { checkReason, checkRequired, REASON_MAX } from '../../lib/validation'
import { messagesKey, MUTE_MAX, MUTE_PRESETS, mutesKey } from './shared'

/** Whom to mute: the sender of a message. */
export interface MuteTarget {
  user_id: number
  account: string
}

interface MuteValues {
  minutes: number
  reason: string
}

const PRESET_LABELS: Record<(typeof MUTE_PRESETS)[number], TextKey> = {
  10: 'chat.preset_10m',
  60: 'chat.preset_1h',
  1440: 'chat.preset_1d',
  10080: 'chat.preset_7d',
  43200: 'chat.preset_30d',
}

/** Mutes a user for some minutes (1 to 30 days' worth) with a reason the user is shown; audited. */
export function MuteModal({ target, onClose }: { target: MuteTarget | null; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<MuteValues>()
  const mute = useAction(
    (fields: { user_id: number; minutes: number; reason: string }) => api.post(`${ADMIN}/chat/mute`, fields),
    [mutesKey, messagesKey],
  )
  return (
    <FormModal
      form={form}
      open={target !== null}
      title={target ? t('chat.mute_title', { account: target.account || `#${target.user_id}` }) : ''}
      okText={t('chat.mute')}
      okButtonProps={{ danger: true }}
      saving={mute.isPending}
      onSave={(values) =>
        mute.mutateAsync({ user_id: target?.user_id ?? 0, minutes: values.minutes, reason: values.reason.trim() })
      }
      fields={['minutes', 'reason']}
      onClose={onClose}
    >
      <Form form={form} name="mute" layout="vertical" preserve={false} initialValues={{ minutes: 60 }}>
        <Form.Item label={t('chat.minutes')} required extra={t('chat.minutes_hint')}>
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Form.Item name="minutes" noStyle rules={[rule(checkRequired, t)]}>
              <InputNumber min={1} max={MUTE_MAX} precision={0} style={{ width: 180 }} />
            </Form.Item>
            <Space size={4} wrap>
              {MUTE_PRESETS.map((minutes) => (
                <Button key={minutes} size="small" onClick={() => form.setFieldValue('minutes', minutes)}>
                  {t(PRESET_LABELS[minutes])}
                </Button>
              ))}
            </Space>
          </Space>
        </Form.Item>
        <Form.Item name="reason" label={t('form.reason')} rules={[rule(checkReason, t)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('chat.mute_reason_hint')} />
        </Form.Item>
        <Typography.Text type="secondary">{t('chat.mute_note')}</Typography.Text>
      </Form>
    </FormModal>
  )
}
