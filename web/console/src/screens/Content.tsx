import { EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Upload,
} from 'antd'
import { useState } from 'react'
import { ContentPreview, type PreviewItem } from '../components/ContentPreview'
import { rule } from '../components/rules'
import { showOnField } from '../components/serverErrors'
import { ADMIN, api } from '../lib/client'
import { CATEGORIES, saveFields, TEXT_LANGS, textIn, type EditValues } from '../lib/content'
import { useAction, useNotify } from '../lib/hooks'
import { useI18n } from '../lib/i18n'
import type { AdminNews, ListPage } from '../lib/types'
import { checkRequired } from '../lib/validation'
import { useZone } from '../lib/zone'

const PAGE = 20
/** The list's filter: a category, every row (0), or the notices that pop up (-1). */
type Filter = 0 | -1 | (typeof CATEGORIES)[number]

function emptyValues(cId: number, lang: string): EditValues {
  return {
    c_id: cId,
    text_lang: lang,
    title: '',
    abstract: '',
    content: '',
    cover: '',
    is_shown: true,
    is_popup: false,
    sort: 0,
  }
}

function valuesOf(row: AdminNews, lang: string): EditValues {
  const text = row.texts[lang]
  return {
    c_id: row.c_id,
    text_lang: lang,
    title: text?.title ?? '',
    abstract: text?.abstract ?? '',
    content: text?.content ?? '',
    cover: row.cover,
    is_shown: row.is_shown === 1,
    is_popup: row.is_popup === 1,
    sort: row.sort,
  }
}

function CoverField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useI18n()
  const notify = useNotify()
  const [uploading, setUploading] = useState(false)
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="/upload/… or /media/…"
          allowClear
        />
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          customRequest={({ file }) => {
            setUploading(true)
            api
              .upload<string>(`${ADMIN}/upload`, file as Blob, (file as File).name || 'picture')
              .then((path) => onChange?.(path))
              .catch((error: unknown) => notify.fail(error))
              .finally(() => setUploading(false))
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('content.upload')}
          </Button>
        </Upload>
      </Space.Compact>
      {value && (
        <img src={value} alt="" className="cover-preview" style={{ maxWidth: 320, maxHeight: 140, borderRadius: 6 }} />
      )}
    </Space>
  )
}

function Editor({ row, newIn, onClose }: { row: AdminNews | null; newIn: number | null; onClose: () => void }) {
  const { t, lang } = useI18n()
  const [form] = Form.useForm<EditValues>()
  const [preview, setPreview] = useState<PreviewItem | null>(null)
  const open = row !== null || newIn !== null
  const startLang = row ? (row.texts[lang] ? lang : (Object.keys(row.texts)[0] ?? lang)) : lang
  const initial = row ? valuesOf(row, startLang) : emptyValues(newIn ?? 4, lang)
  const cId = Form.useWatch('c_id', form) ?? initial.c_id
  const save = useAction(
    (values: EditValues) => api.post<number>(`${ADMIN}/content/save`, saveFields(values, row)),
    [['content']],
  )
  const switchLang = (next: string) => {
    if (!row) return
    const text = row.texts[next]
    form.setFieldsValue({ title: text?.title ?? '', abstract: text?.abstract ?? '', content: text?.content ?? '' })
  }
  const submit = () =>
    form
      .validateFields()
      .then((values) => save.mutateAsync(values))
      .then(onClose)
      .catch((error: unknown) =>
        showOnField(form, error, ['c_id', 'title', 'abstract', 'content', 'cover', 'is_popup', 'sort']),
      )
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={row ? `${t('content.edit')} #${row.id}` : t('content.new')}
      extra={
        <Space>
          <Button
            icon={<EyeOutlined />}
            onClick={() => {
              const v = form.getFieldsValue(true) as EditValues
              setPreview({
                c_id: v.c_id,
                cover: v.cover ?? '',
                title: v.title ?? '',
                abstract: v.abstract ?? '',
                content: v.content ?? '',
                created_at: row?.created_at,
              })
            }}
          >
            {t('content.preview')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<EditValues> form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="c_id" label={t('content.category')}>
              <Select options={CATEGORIES.map((c) => ({ value: c, label: t(`content.category_${c}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="text_lang"
              label={t('content.text_lang')}
              extra={row ? t('content.text_lang_hint') : undefined}
            >
              <Select
                onChange={switchLang}
                options={TEXT_LANGS.map((l) => ({
                  value: l,
                  label: `${t(`langs.${l}`)}${row && !row.texts[l] ? ` (${t('content.missing')})` : ''}`,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="title" label={t('content.title')} rules={[rule(checkRequired, t)]}>
          <Input maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="abstract" label={t('content.abstract')}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="content" label={t('content.body')} extra={t('content.body_hint')}>
          <Input.TextArea rows={10} className="mono" />
        </Form.Item>
        <Form.Item name="cover" label={cId === 5 ? t('content.banner_picture') : t('content.cover')}>
          <CoverField />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="is_shown" label={t('content.shown')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="is_popup"
              label={t('content.popup')}
              valuePropName="checked"
              extra={t('content.popup_hint')}
            >
              <Switch disabled={cId !== 4} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" label={t('content.sort')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Modal
        open={preview !== null}
        footer={null}
        onCancel={() => setPreview(null)}
        title={t('content.preview')}
        width={440}
      >
        {preview && <ContentPreview item={preview} />}
      </Modal>
    </Drawer>
  )
}

/** News, the pop-up notice, home banners and the single pages (FAQ, contact, about, compliance), in every language. */
export default function Content() {
  const { t, lang } = useI18n()
  const zone = useZone()
  const [filter, setFilter] = useState<Filter>(0)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminNews | null>(null)
  const [newIn, setNewIn] = useState<number | null>(null)
  const [preview, setPreview] = useState<PreviewItem | null>(null)
  const cId = filter === -1 ? 4 : filter
  const list = useQuery({
    queryKey: ['content', cId, filter === -1 ? 1 : page],
    queryFn: () =>
      api.get<ListPage<AdminNews>>(`${ADMIN}/content/list`, {
        c_id: cId,
        page: filter === -1 ? 1 : page,
        limit: filter === -1 ? 100 : PAGE,
      }),
  })
  const rows = (list.data?.list ?? []).filter((row) => filter !== -1 || row.is_popup === 1)
  const filters: { value: Filter; label: string }[] = [
    { value: 0, label: t('content.all') },
    { value: 4, label: t('content.category_4') },
    { value: -1, label: t('content.popup') },
    ...CATEGORIES.filter((c) => c !== 4).map((c) => ({ value: c, label: t(`content.category_${c}`) })),
  ]
  return (
    <>
      <div className="toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value)
            setPage(1)
          }}
          options={filters}
        />
        <span className="toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setNewIn(filter > 0 ? filter : 4)}>
          {t('content.new')}
        </Button>
      </div>
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <Table<AdminNews>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={rows}
        pagination={
          filter === -1
            ? false
            : { current: page, pageSize: PAGE, total: list.data?.count ?? 0, onChange: setPage, showSizeChanger: false }
        }
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: t('content.category'),
            dataIndex: 'c_id',
            width: 110,
            render: (v: number) => <Tag>{t(`content.category_${v as (typeof CATEGORIES)[number]}`)}</Tag>,
          },
          {
            title: t('content.cover'),
            dataIndex: 'cover',
            width: 96,
            render: (v: string) => (v ? <img src={v} alt="" className="cover-thumb" /> : '–'),
          },
          {
            title: t('content.title'),
            key: 'title',
            render: (_, row) => (
              <Space size={4} wrap>
                <span>{textIn(row, lang)?.title ?? '–'}</span>
                {row.is_popup === 1 && <Tag color="purple">{t('content.popup')}</Tag>}
                {row.is_sample === 1 && <Tag>{t('content.sample')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('content.languages'),
            key: 'langs',
            width: 100,
            render: (_, row) => (
              <span title={Object.keys(row.texts).join(' ')}>
                {Object.keys(row.texts).length} / {TEXT_LANGS.length}
              </span>
            ),
          },
          {
            title: t('content.shown'),
            dataIndex: 'is_shown',
            width: 80,
            render: (v: number) => (v ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
          },
          { title: t('content.sort'), dataIndex: 'sort', width: 70 },
          { title: zone.title(t('common.created')), dataIndex: 'created_at', width: 160 },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 150,
            render: (_, row) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => setEditing(row)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    const text = textIn(row, lang)
                    setPreview({
                      c_id: row.c_id,
                      cover: row.cover,
                      title: text?.title ?? '',
                      abstract: text?.abstract ?? '',
                      content: text?.content ?? '',
                      created_at: row.created_at,
                    })
                  }}
                >
                  {t('content.preview')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Editor
        key={editing ? `edit-${editing.id}` : `new-${newIn}`}
        row={editing}
        newIn={newIn}
        onClose={() => {
          setEditing(null)
          setNewIn(null)
        }}
      />
      <Modal
        open={preview !== null}
        footer={null}
        onCancel={() => setPreview(null)}
        title={t('content.preview')}
        width={440}
      >
        {preview && <ContentPreview item={preview} />}
      </Modal>
    </>
  )
}
