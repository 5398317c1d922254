import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd'
import { useState } from 'react'
import { ReasonModal } from '../components/ReasonModal'
import { rule } from '../components/rules'
import { can } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { userLabel } from '../lib/format'
import { useAction, useRole } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { Balances, SessionLine, UserSummary, Wallet } from '../lib/types'
import { checkRequired } from '../lib/validation'
import { useZone } from '../lib/zone'

type Pending = 'freeze' | 'unfreeze' | 'sessions' | 'totp' | 'message' | null

const WALLETS = [
  { key: 'change_wallet', field: 'change', label: 'users.wallet_change' },
  { key: 'legal_wallet', field: 'legal', label: 'users.wallet_legal' },
  { key: 'lever_wallet', field: 'lever', label: 'users.wallet_lever' },
  { key: 'micro_wallet', field: 'micro', label: 'users.wallet_micro' },
] as const

function BalancesTable({ userId }: { userId: number }) {
  const { t } = useI18n()
  const balances = useQuery({
    queryKey: ['balances', userId],
    queryFn: () => api.get<Balances>(`${ADMIN}/users/balances`, { user_id: userId }),
  })
  if (balances.isError) return <Alert type="error" showIcon title={balances.error.message} />
  return (
    <Tabs
      size="small"
      items={WALLETS.map((wallet) => {
        const data: Wallet | undefined = balances.data?.[wallet.key]
        return {
          key: wallet.key,
          label: t(wallet.label),
          children: (
            <Table
              size="small"
              rowKey="currency"
              loading={balances.isLoading}
              dataSource={data?.balance ?? []}
              pagination={false}
              scroll={{ y: 360 }}
              columns={[
                { title: t('common.asset'), dataIndex: 'currency_name', width: 120 },
                {
                  title: t('users.available'),
                  dataIndex: `${wallet.field}_balance`,
                  align: 'right',
                  className: 'amount',
                },
                {
                  title: t('users.frozen'),
                  dataIndex: `lock_${wallet.field}_balance`,
                  align: 'right',
                  className: 'amount',
                },
              ]}
              footer={() => `${t('users.total_usdt')}: ${data?.usdt_totle ?? '–'}`}
            />
          ),
        }
      })}
    />
  )
}

function SessionsTable({ userId }: { userId: number }) {
  const { t } = useI18n()
  const zone = useZone()
  const sessions = useQuery({
    queryKey: ['sessions', userId],
    queryFn: () => api.get<SessionLine[]>(`${ADMIN}/users/sessions`, { user_id: userId }),
  })
  if (sessions.isError) return <Alert type="error" showIcon title={sessions.error.message} />
  return (
    <Table
      size="small"
      rowKey="id"
      loading={sessions.isLoading}
      dataSource={sessions.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        {
          title: zone.title(t('users.session_started')),
          dataIndex: 'created_at',
          render: (v: number) => zone.format(v),
          width: 170,
        },
        {
          title: zone.title(t('users.session_expires')),
          dataIndex: 'expires_at',
          render: (v: number) => zone.format(v),
          width: 170,
        },
        { title: 'IP', dataIndex: 'ip', width: 130 },
        { title: t('users.user_agent'), dataIndex: 'user_agent', ellipsis: true },
        {
          title: t('common.status'),
          dataIndex: 'revoked_at',
          width: 120,
          render: (v: number | null, row) =>
            v ? (
              <Tag>{t('users.session_ended')}</Tag>
            ) : row.expires_at < Date.now() ? (
              <Tag>{t('users.session_expired')}</Tag>
            ) : (
              <Tag color="green">{t('users.session_active')}</Tag>
            ),
        },
      ]}
    />
  )
}

function MessageModal({ userId, open, onClose }: { userId: number; open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<{ title: string; content: string }>()
  const send = useAction((values: { title: string; content: string }) =>
    api.post(`${ADMIN}/messages/send`, { user_id: userId, ...values }),
  )
  return (
    <Modal
      open={open}
      title={t('users.send_message')}
      okText={t('common.send')}
      confirmLoading={send.isPending}
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => send.mutateAsync(values))
          .then(() => {
            form.resetFields()
            onClose()
          })
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label={t('content.title')} rules={[rule(checkRequired, t)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={t('content.body')} rules={[rule(checkRequired, t)]}>
          <Input.TextArea rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function UserCard({ user }: { user: UserSummary }) {
  const { t } = useI18n()
  const role = useRole()
  const [pending, setPending] = useState<Pending>(null)
  const key = ['user', user.account]
  const freeze = useAction(
    (reason: string) =>
      api.post(`${ADMIN}/users/${pending === 'unfreeze' ? 'unfreeze' : 'freeze'}`, { user_id: user.id, reason }),
    [['user'], ['sessions', user.id]],
  )
  const endSessions = useAction(
    (reason: string) => api.post(`${ADMIN}/users/sessions/end`, { user_id: user.id, reason }),
    [['sessions', user.id]],
  )
  const resetTotp = useAction(
    (reason: string) => api.post(`${ADMIN}/users/totp/reset`, { user_id: user.id, reason }),
    [['user'], ['sessions', user.id]],
    () =>
      t('users.totp_reset_done', { user: userLabel({ user_id: user.id, email: user.email, account: user.account }) }),
  )
  const frozen = user.status === 'frozen'
  const tabs = []
  if (can(role, 'users.balances'))
    tabs.push({ key: 'balances', label: t('users.balances'), children: <BalancesTable userId={user.id} /> })
  if (can(role, 'users.sessions'))
    tabs.push({ key: 'sessions', label: t('users.sessions'), children: <SessionsTable userId={user.id} /> })
  return (
    <Card
      title={`${user.account || user.email || user.phone} · #${user.id}`}
      extra={
        <Space wrap>
          {can(role, 'users.message') && (
            <Button onClick={() => setPending('message')}>{t('users.send_message')}</Button>
          )}
          {can(role, 'users.sessions_end') && (
            <Button onClick={() => setPending('sessions')}>{t('users.end_sessions')}</Button>
          )}
          {can(role, 'users.totp_reset') && user.totp_enabled && (
            <Button danger onClick={() => setPending('totp')}>
              {t('users.totp_reset')}
            </Button>
          )}
          {can(role, 'users.freeze') &&
            (frozen ? (
              <Button onClick={() => setPending('unfreeze')}>{t('users.unfreeze')}</Button>
            ) : (
              <Button danger onClick={() => setPending('freeze')}>
                {t('users.freeze')}
              </Button>
            ))}
        </Space>
      }
      key={key.join()}
    >
      {user.account !== '' && (
        <Descriptions
          size="small"
          column={3}
          bordered
          items={[
            { key: 'account', label: t('users.account'), children: user.account },
            { key: 'email', label: t('users.email'), children: user.email || '–' },
            { key: 'phone', label: t('users.phone'), children: user.phone || '–' },
            {
              key: 'level',
              label: t('users.level'),
              children: user.real_level,
            },
            {
              key: 'review',
              label: t('users.review_status'),
              children: t(
                `identity.status_${user.review_status === 1 || user.review_status === 2 || user.review_status === 3 ? user.review_status : 0}`,
              ),
            },
            {
              key: 'totp',
              label: t('users.totp'),
              children: user.totp_enabled ? t('users.totp_on') : t('users.totp_off'),
            },
            {
              key: 'status',
              label: t('common.status'),
              children: (
                <Tag color={frozen ? 'red' : 'green'}>
                  {frozen ? t('users.frozen_status') : t('users.active_status')}
                </Tag>
              ),
            },
          ]}
        />
      )}
      {tabs.length > 0 && <Tabs items={tabs} style={{ marginTop: 8 }} />}
      <ReasonModal
        open={pending === 'freeze' || pending === 'unfreeze'}
        title={pending === 'unfreeze' ? t('users.unfreeze') : t('users.freeze')}
        danger={pending === 'freeze'}
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          await freeze.mutateAsync(reason)
          setPending(null)
        }}
      />
      <ReasonModal
        open={pending === 'sessions'}
        title={t('users.end_sessions')}
        danger
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          await endSessions.mutateAsync(reason)
          setPending(null)
        }}
      />
      <ReasonModal
        open={pending === 'totp'}
        title={t('users.totp_reset')}
        danger
        onCancel={() => setPending(null)}
        onSubmit={async (reason) => {
          await resetTotp.mutateAsync(reason)
          setPending(null)
        }}
      >
        <Alert type="warning" showIcon title={t('users.totp_reset_hint')} style={{ marginBottom: 12 }} />
      </ReasonModal>
      <MessageModal userId={user.id} open={pending === 'message'} onClose={() => setPending(null)} />
    </Card>
  )
}

/** Find a user by account, e-mail or mobile (support, compliance); finance opens balances by user id. */
export default function Users() {
  const { t } = useI18n()
  const role = useRole()
  const mayFind = can(role, 'users.find')
  const [account, setAccount] = useState('')
  const [userId, setUserId] = useState<number | null>(null)
  const found = useQuery({
    queryKey: ['user', account],
    enabled: mayFind && account !== '',
    queryFn: () => api.get<UserSummary>(`${ADMIN}/users/find`, { account }),
  })
  return (
    <>
      <div className="toolbar">
        {mayFind ? (
          <Input.Search
            style={{ maxWidth: 420 }}
            placeholder={t('users.search_hint')}
            enterButton={t('common.search')}
            allowClear
            onSearch={(value) => setAccount(value.trim())}
            loading={found.isFetching}
            aria-label={t('users.search_hint')}
          />
        ) : (
          <Space.Compact>
            <InputNumber<number>
              min={1}
              placeholder={t('users.user_id')}
              style={{ width: 200 }}
              onPressEnter={(e) => setUserId(Number((e.target as HTMLInputElement).value) || null)}
              onChange={(value) => setUserId(value)}
            />
          </Space.Compact>
        )}
      </div>
      {found.isError && <Alert type="warning" showIcon title={found.error.message} />}
      {found.data && <UserCard user={found.data} />}
      {!mayFind && userId !== null && (
        <UserCard
          user={{
            id: userId,
            account: '',
            email: '',
            phone: '',
            real_level: 0,
            review_status: 0,
            status: 'active',
            totp_enabled: false,
          }}
        />
      )}
      {!found.data && !found.isError && (mayFind ? account === '' : userId === null) && (
        <Empty description={mayFind ? t('users.search_empty') : t('users.id_empty')} />
      )}
    </>
  )
}
