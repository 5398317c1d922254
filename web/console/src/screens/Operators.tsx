import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Form, Input, Modal, Select, Tag } from 'antd'
import { useState } from 'react'
import { QueryTable } from '../components/Paging'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { ROLES } from '../lib/access'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { OperatorLine } from '../lib/types'
import { checkEmail, checkOperatorPassword, checkRequired, OPERATOR_PASSWORD_MIN } from '../lib/validation'
import { useZone } from '../lib/zone'

interface NewOperator {
  email: string
  password: string
  role: string
}

function CreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<NewOperator>()
  const create = useAction(
    (values: NewOperator) => api.post(`${ADMIN}/operators/create`, { ...values }),
    [['operators']],
  )
  return (
    <Modal
      open={open}
      title={t('operators.create')}
      okText={t('operators.create')}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then((values) => create.mutateAsync({ ...values, email: values.email.trim() }))
          .then(() => onClose())
          .catch((error: unknown) => showOnField(form, error, ['email', 'password', 'role']))
      }
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ role: 'support' }}>
        <Form.Item name="email" label={t('auth.email')} rules={[rule(checkEmail, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          extra={t('operators.password_hint', { min: OPERATOR_PASSWORD_MIN })}
          rules={[rule(checkOperatorPassword, t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')} rules={[rule(checkRequired, t)]}>
          <Select
            options={ROLES.map((r) => ({ value: r, label: `${t(`roles.${r}`)} — ${t(`operators.role_${r}`)}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The operator accounts and their roles (admin only); new operators are recorded in the audit log. */
export default function Operators() {
  const { t } = useI18n()
  const zone = useZone()
  const [creating, setCreating] = useState(false)
  const list = useQuery({ queryKey: ['operators'], queryFn: () => api.get<OperatorLine[]>(`${ADMIN}/operators`) })
  return (
    <>
      <div className="toolbar">
        <span className="toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('operators.create')}
        </Button>
      </div>
      <QueryTable<OperatorLine>
        query={list}
        rowKey="id"
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('auth.email'), dataIndex: 'email' },
          {
            title: t('operators.role'),
            dataIndex: 'role',
            width: 140,
            render: (v: string) => (
              <Tag color="blue">
                {(ROLES as readonly string[]).includes(v) ? t(`roles.${v as (typeof ROLES)[number]}`) : v}
              </Tag>
            ),
          },
          {
            title: t('common.status'),
            dataIndex: 'status',
            width: 100,
            render: (v: string) => (
              <Tag color={v === 'active' ? 'green' : 'default'}>{v === 'active' ? t('users.active_status') : v}</Tag>
            ),
          },
          {
            title: t('operators.totp'),
            dataIndex: 'totp',
            width: 120,
            render: (v: boolean) => (v ? <Tag color="green">{t('common.on')}</Tag> : <Tag>{t('common.off')}</Tag>),
          },
          {
            title: zone.title(t('common.created')),
            dataIndex: 'created_at',
            width: 170,
            render: (v: number) => zone.format(v),
          },
        ]}
      />
      <CreateModal open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
