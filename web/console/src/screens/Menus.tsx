import { PlusOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { Button, Col, Form, Input, InputNumber, Row, Select, Switch, Tag } from 'antd'
import { useState } from 'react'
import { FormModal } from '../components/FormModal'
import { QueryTable } from '../components/Paging'
import { rule } from '../components/rules'
import { ADMIN, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { MenuRow } from '../lib/types'
import { checkRequired } from '../lib/validation'

interface MenuValues {
  title: string
  icon: string
  url: string
  open_type: number
  is_financial: boolean
  is_shown: boolean
  sort: number
}

const FIELDS = ['title', 'icon', 'url', 'open_type', 'sort']

function MenuModal({ menu, onClose }: { menu: MenuRow | 'new' | null; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<MenuValues>()
  const save = useAction(
    (values: MenuValues) =>
      api.post<number>(`${ADMIN}/menu/save`, { id: menu && menu !== 'new' ? menu.id : 0, ...values }),
    [['menus']],
  )
  const initial: MenuValues =
    menu && menu !== 'new'
      ? { ...menu, is_financial: menu.is_financial === 1, is_shown: menu.is_shown === 1 }
      : { title: '', icon: '', url: '/pages/', open_type: 1, is_financial: false, is_shown: true, sort: 0 }
  return (
    <FormModal
      form={form}
      open={menu !== null}
      title={menu === 'new' ? t('menus.new') : t('menus.edit')}
      saving={save.isPending}
      onSave={(values) => save.mutateAsync({ ...values, title: values.title.trim(), url: values.url.trim() })}
      fields={FIELDS}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="title"
              label={t('menus.title_key')}
              extra={t('menus.key_hint')}
              rules={[rule(checkRequired, t)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="icon" label={t('menus.icon')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="open_type" label={t('menus.open_type')}>
          <Select
            options={[
              { value: 1, label: t('menus.open_1') },
              { value: 2, label: t('menus.open_2') },
              { value: 3, label: t('menus.open_3') },
            ]}
          />
        </Form.Item>
        <Form.Item name="url" label={t('menus.url')} extra={t('menus.url_hint')} rules={[rule(checkRequired, t)]}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="is_shown" label={t('content.shown')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="is_financial" label={t('menus.financial')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label={t('content.sort')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  )
}

/** The app's "more" menu entries: a translation key as title, an app route or an address, shown or hidden. */
export default function Menus() {
  const { t } = useI18n()
  const [editing, setEditing] = useState<MenuRow | 'new' | null>(null)
  const menus = useQuery({ queryKey: ['menus'], queryFn: () => api.get<MenuRow[]>(`${ADMIN}/menu/list`) })
  return (
    <>
      <div className="toolbar">
        <span className="toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('menus.new')}
        </Button>
      </div>
      <QueryTable<MenuRow>
        query={menus}
        rowKey="id"
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('menus.title_key'), dataIndex: 'title', render: (v: string) => <span className="mono">{v}</span> },
          { title: t('menus.icon'), dataIndex: 'icon', width: 120 },
          { title: t('menus.url'), dataIndex: 'url', render: (v: string) => <span className="mono">{v}</span> },
          {
            title: t('menus.open_type'),
            dataIndex: 'open_type',
            width: 140,
            render: (v: number) => t(v === 2 ? 'menus.open_2' : v === 3 ? 'menus.open_3' : 'menus.open_1'),
          },
          {
            title: t('menus.financial'),
            dataIndex: 'is_financial',
            width: 90,
            render: (v: number) => (v ? t('common.yes') : t('common.no')),
          },
          {
            title: t('content.shown'),
            dataIndex: 'is_shown',
            width: 80,
            render: (v: number) => (v ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
          },
          { title: t('content.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <Button size="small" type="link" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      <MenuModal
        key={editing === null ? 'none' : editing === 'new' ? 'new' : editing.id}
        menu={editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
