import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Form, Input, Table, Tabs, Tag, Typography } from 'antd'
import { useState } from 'react'
import { FormModal } from '../components/FormModal'
import { ADMIN, PUBLIC, api } from '../lib/client'
import { useAction } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { ChangeLine, Pager, RuleLine, SettingLine } from '../lib/types'
import { useZone } from '../lib/zone'
import { unitLabel } from './settings/units'

interface Editing {
  product: string
  key: string
  value: string
  unit?: string
}

/** One change through `/admin/api/parameters`: audited, and for a rule also a public changelog line. */
function ChangeModal({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useI18n()
  const [form] = Form.useForm<{ value: string }>()
  const change = useAction(
    (vars: Editing) => api.post(`${ADMIN}/parameters`, { product: vars.product, key: vars.key, value: vars.value }),
    [['settings'], ['rules'], ['changelog']],
  )
  return (
    <FormModal
      form={form}
      open={editing !== null}
      title={editing ? `${editing.product} · ${editing.key}` : ''}
      saving={change.isPending}
      onSave={async (values) => editing && change.mutateAsync({ ...editing, value: values.value ?? '' })}
      fields={['value']}
      onClose={onClose}
    >
      {editing && (
        <>
          <Typography.Paragraph type="secondary">
            {editing.product === 'site' ? t('settings.site_hint') : t('settings.rule_hint')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" initialValues={{ value: editing.value }} preserve={false}>
            <Form.Item
              name="value"
              label={editing.unit ? `${t('settings.value')} (${unitLabel(editing.unit, t)})` : t('settings.value')}
            >
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} className="mono" />
            </Form.Item>
          </Form>
        </>
      )}
    </FormModal>
  )
}

function SiteSettings({ onEdit }: { onEdit: (e: Editing) => void }) {
  const { t } = useI18n()
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => api.get<SettingLine[]>(`${ADMIN}/settings`) })
  if (settings.isError) return <Alert type="error" showIcon title={settings.error.message} />
  return (
    <Table<SettingLine>
      size="small"
      rowKey="key"
      loading={settings.isLoading}
      dataSource={settings.data ?? []}
      pagination={false}
      columns={[
        {
          title: t('settings.key'),
          dataIndex: 'key',
          width: 260,
          render: (v: string) => <span className="mono">{v}</span>,
        },
        {
          title: t('settings.value'),
          dataIndex: 'value',
          render: (v: string) => <span className="mono">{v || '–'}</span>,
        },
        {
          title: t('settings.public'),
          dataIndex: 'is_public',
          width: 90,
          render: (v: number) => (v ? <Tag color="blue">{t('common.yes')}</Tag> : t('common.no')),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          width: 90,
          render: (_, row) => (
            <Button
              size="small"
              type="link"
              onClick={() => onEdit({ product: 'site', key: row.key, value: row.value })}
            >
              {t('common.edit')}
            </Button>
          ),
        },
      ]}
    />
  )
}

function PublishedRules({ onEdit }: { onEdit: (e: Editing) => void }) {
  const { t } = useI18n()
  const zone = useZone()
  const rules = useQuery({ queryKey: ['rules'], queryFn: () => api.get<RuleLine[]>(`${PUBLIC}/rules`) })
  if (rules.isError) return <Alert type="error" showIcon title={rules.error.message} />
  const products = [...new Set((rules.data ?? []).map((r) => r.product))]
  return (
    <Table<RuleLine>
      size="small"
      rowKey={(r) => `${r.product}.${r.key}`}
      loading={rules.isLoading}
      dataSource={rules.data ?? []}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          title: t('settings.product'),
          dataIndex: 'product',
          width: 130,
          filters: products.map((p) => ({ text: p, value: p })),
          onFilter: (value, row) => row.product === value,
          render: (v: string) => <Tag>{v}</Tag>,
        },
        {
          title: t('settings.key'),
          dataIndex: 'key',
          width: 260,
          render: (v: string) => <span className="mono">{v}</span>,
        },
        {
          title: t('settings.value'),
          dataIndex: 'value',
          ellipsis: true,
          render: (v: string) => <span className="mono">{v}</span>,
        },
        { title: t('settings.unit'), dataIndex: 'unit', width: 160, render: (v: string) => unitLabel(v, t) },
        {
          title: zone.title(t('settings.updated')),
          dataIndex: 'updated_at',
          width: 170,
          render: (v: string) => v || <Typography.Text type="secondary">{t('settings.as_released')}</Typography.Text>,
        },
        {
          title: t('common.actions'),
          key: 'actions',
          width: 90,
          render: (_, row) => (
            <Button size="small" type="link" onClick={() => onEdit({ ...row })}>
              {t('common.edit')}
            </Button>
          ),
        },
      ]}
    />
  )
}

function Changelog() {
  const { t } = useI18n()
  const zone = useZone()
  const [page, setPage] = useState(1)
  const log = useQuery({
    queryKey: ['changelog', page],
    queryFn: () => api.get<Pager<ChangeLine>>(`${PUBLIC}/rules/changelog`, { page, limit: 20 }),
  })
  if (log.isError) return <Alert type="error" showIcon title={log.error.message} />
  return (
    <>
      <Typography.Paragraph type="secondary">{t('settings.changelog_hint')}</Typography.Paragraph>
      <Table<ChangeLine>
        size="small"
        rowKey={(r) => `${r.changed_at_ts}.${r.product}.${r.key}`}
        loading={log.isLoading}
        dataSource={log.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: log.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: zone.title(t('settings.changed_at')), dataIndex: 'changed_at', width: 170 },
          { title: t('settings.product'), dataIndex: 'product', width: 120, render: (v: string) => <Tag>{v}</Tag> },
          { title: t('settings.key'), dataIndex: 'key', render: (v: string) => <span className="mono">{v}</span> },
          {
            title: t('settings.old_value'),
            dataIndex: 'old_value',
            render: (v: string) => <span className="mono">{v}</span>,
          },
          {
            title: t('settings.new_value'),
            dataIndex: 'new_value',
            render: (v: string) => <span className="mono">{v}</span>,
          },
          { title: t('settings.by_role'), dataIndex: 'changed_by_role', width: 110 },
        ]}
      />
    </>
  )
}

/** Site settings and published rules (admin): every change is audited; rule changes are public in the changelog. */
export default function Settings() {
  const { t } = useI18n()
  const [editing, setEditing] = useState<Editing | null>(null)
  return (
    <>
      <Tabs
        items={[
          { key: 'rules', label: t('settings.rules'), children: <PublishedRules onEdit={setEditing} /> },
          { key: 'site', label: t('settings.site'), children: <SiteSettings onEdit={setEditing} /> },
          { key: 'changelog', label: t('settings.changelog'), children: <Changelog /> },
        ]}
      />
      <ChangeModal
        key={editing ? `${editing.product}.${editing.key}` : 'none'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
