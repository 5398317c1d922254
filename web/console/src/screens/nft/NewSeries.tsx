import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { checkRequired } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { MediaField } from './MediaField'
import { useNftCurrencies } from './queries'
import { ArtistField, CurrencyField, SaleTimeFields } from './SaleFields'
import {
  checkBoxes,
  checkPrice,
  checkWeight,
  contentsProblem,
  MAX_CONTENTS,
  MEDIA_ACCEPT,
  MEDIA_TYPES,
  mediaLabel,
  oddsOf,
  RARITIES,
  SERIES_FIELDS,
  seriesFields,
  seriesKey,
  showOnFieldOrTime,
  type ContentValues,
  type SeriesValues,
} from './shared'
import { useConfirmTerms } from './Terms'

type Fields = NonNullable<ReturnType<typeof seriesFields>>

/** What the server answers for a new series: its commitment, published from then on. */
interface Made {
  id: number
  seed_hash: string
  contents_hash: string
}

const NEW_CONTENT: Partial<ContentValues> = { type: 'image', rarity: 'N', weight: 1 }

/** The commitment of the series just created, to keep or hand on. */
function Commitment({ made, name, onClose }: { made: Made; name: string; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <Alert
      type="success"
      showIcon
      closable={{ onClose }}
      className="nft-series-made"
      title={t('nft.series_made', { name, id: made.id })}
      description={
        <Space orientation="vertical" size={2}>
          <span>
            {t('nft.seed_hash')}:{' '}
            <Typography.Text code copyable className="nft-made-seed-hash">
              {made.seed_hash}
            </Typography.Text>
          </span>
          <span>
            {t('nft.contents_hash')}:{' '}
            <Typography.Text code copyable className="nft-made-contents-hash">
              {made.contents_hash}
            </Typography.Text>
          </span>
        </Space>
      }
    />
  )
}

/**
 * The form that publishes a blind-box series: its price, boxes and times, and the contents a box may hold with their
 * weights (each row shows its odds). The server commits to a secret seed at once; neither the contents nor the seed
 * can change afterwards, so the operator confirms first.
 */
export function NewSeries() {
  const { t } = useI18n()
  const zone = useZone()
  const confirmTerms = useConfirmTerms()
  const [form] = Form.useForm<SeriesValues>()
  const [made, setMade] = useState<{ made: Made; name: string } | null>(null)
  const currencies = useNftCurrencies()
  const contents = (Form.useWatch('contents', form) ?? []) as (Partial<ContentValues> | undefined)[]
  const odds = oddsOf(contents.map((content) => content?.weight))
  const create = useAction((fields: Fields) => api.post<Made>(`${ADMIN}/nft/series/create`, fields), [seriesKey])
  const submit = (values: SeriesValues) => {
    const fields = seriesFields(values, zone.zone)
    if (!fields) return
    const currency = currencies.data?.find((c) => c.id === fields.currency_id)?.name ?? ''
    const rows = values.contents ?? []
    confirmTerms({
      title: t('nft.new_series'),
      className: 'nft-series-terms',
      width: 520,
      name: fields.name,
      lines: [
        t('nft.terms_boxes', { total: fields.total, price: fields.price, currency }),
        zone.title(t('nft.terms_times', { start: zone.format(fields.start_ts), end: zone.format(fields.end_ts) })),
        t('nft.terms_contents', { count: rows.length }),
      ],
      warning: t('nft.series_final'),
      okText: t('nft.create_series'),
      onOk: () =>
        create
          .mutateAsync(fields)
          .then((answer) => {
            setMade({ made: answer, name: fields.name })
            form.resetFields()
          })
          .catch((error: unknown) => showOnFieldOrTime(form, error, SERIES_FIELDS)),
    })
  }
  return (
    <Card size="small" title={t('nft.new_series')}>
      <Alert type="warning" showIcon title={t('nft.series_final')} />
      {made && <Commitment made={made.made} name={made.name} onClose={() => setMade(null)} />}
      <Form<SeriesValues>
        form={form}
        name="series"
        layout="vertical"
        initialValues={{ total: 100, contents: [NEW_CONTENT] }}
        onFinish={submit}
        style={{ marginTop: 12 }}
      >
        <Row gutter={8}>
          <ArtistField />
          <Col xs={24} md={16}>
            <Form.Item name="name" label={t('nft.series_name')} rules={[rule(checkRequired, t)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description" label={t('nft.description')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cover" label={t('nft.box_cover')} rules={[rule(checkRequired, t)]}>
              <MediaField />
            </Form.Item>
          </Col>
          <CurrencyField md={4} />
          <Col xs={24} md={5}>
            <Form.Item name="price" label={t('nft.box_price')} rules={[rule(checkPrice, t)]}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item name="total" label={t('nft.boxes')} extra={t('nft.boxes_hint')} rules={[rule(checkBoxes, t)]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <SaleTimeFields md={5} />
        </Row>
        <Typography.Title level={5}>{t('nft.contents')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('nft.contents_hint', { max: MAX_CONTENTS })}</Typography.Paragraph>
        <Form.List
          name="contents"
          rules={[
            {
              validator: async (_, rows: unknown[] | undefined) => {
                const problem = contentsProblem(rows?.length ?? 0)
                if (problem) throw new Error(t(problem, { max: MAX_CONTENTS }))
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="nft-contents">
              {fields.map((field, index) => {
                const type = contents[index]?.type ?? 'image'
                return (
                  <Row key={field.key} gutter={8} align="top" className="nft-content-row" data-index={index}>
                    <Col xs={24} md={1} className="nft-content-index">
                      {index + 1}
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[field.name, 'name']} label={t('nft.name')} rules={[rule(checkRequired, t)]}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={7}>
                      <Form.Item name={[field.name, 'image']} label={t('nft.media')} rules={[rule(checkRequired, t)]}>
                        <MediaField accept={MEDIA_ACCEPT[type]} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'type']} label={t('nft.type')}>
                        <Select options={MEDIA_TYPES.map((value) => ({ value, label: mediaLabel(value, t) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[field.name, 'rarity']} label={t('nft.rarity')}>
                        <Select options={RARITIES.map((value) => ({ value, label: value }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'weight']} label={t('nft.weight')} rules={[rule(checkWeight, t)]}>
                        <InputNumber style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={2}>
                      <Form.Item label={t('nft.odds')}>
                        <span className="nft-odds">{odds[index] ? `${odds[index]} %` : '–'}</span>
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      <Form.Item label=" ">
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('nft.remove_content')}
                          className="nft-remove-content"
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                )
              })}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_CONTENTS}
                onClick={() => add({ ...NEW_CONTENT })}
                style={{ marginBottom: 16 }}
              >
                {t('nft.add_content')}
              </Button>
            </div>
          )}
        </Form.List>
        <div>
          <Button htmlType="submit" type="primary" loading={create.isPending}>
            {t('nft.create_series')}
          </Button>
        </div>
      </Form>
    </Card>
  )
}
