import { Alert, Button, Card, Col, Form, Input, Radio, Row } from 'antd'
import { rule } from '../../components/rules'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import { checkRequired } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { MediaField } from './MediaField'
import { useApprovedArtists, useNftCurrencies } from './queries'
import { ArtistField, CurrencyField, SaleTimeFields } from './SaleFields'
import {
  ARTWORK_FIELDS,
  artworkFields,
  artworksKey,
  AUCTION,
  checkIncrement,
  checkMargin,
  checkPrice,
  FIXED,
  MEDIA_ACCEPT,
  MEDIA_TYPES,
  mediaLabel,
  payTypeLabel,
  RARITIES,
  showOnFieldOrTime,
  type ArtworkValues,
} from './shared'
import { useConfirmTerms } from './Terms'

type Fields = NonNullable<ReturnType<typeof artworkFields>>

/**
 * The form that mints an artwork to an approved artist's account and lists it for sale at once; a listing cannot be
 * withdrawn, so the operator confirms its terms first.
 */
export function NewArtwork() {
  const { t } = useI18n()
  const zone = useZone()
  const confirmTerms = useConfirmTerms()
  const [form] = Form.useForm<ArtworkValues>()
  const artists = useApprovedArtists()
  const currencies = useNftCurrencies()
  const type = Form.useWatch('type', form) ?? 'image'
  const payType = Form.useWatch('pay_type', form) ?? FIXED
  const create = useAction(
    (fields: Fields) => api.post<{ id: number; code: string }>(`${ADMIN}/nft/artworks/create`, fields),
    [artworksKey],
  )
  const submit = (values: ArtworkValues) => {
    const fields = artworkFields(values, zone.zone)
    if (!fields) return
    const artist = artists.data?.find((a) => a.id === fields.artist_id)
    const currency = currencies.data?.find((c) => c.id === fields.currency_id)?.name ?? ''
    confirmTerms({
      title: t('nft.new_artwork'),
      className: 'nft-artwork-terms',
      width: 480,
      name: fields.name,
      lines: [
        t('nft.terms_artist', { artist: artist ? artist.nickname : `#${fields.artist_id}` }),
        `${mediaLabel(fields.type, t)} · ${fields.rarity} · ${payTypeLabel(fields.pay_type, t)}`,
        t('nft.terms_price', { price: fields.price, currency }),
        fields.pay_type === AUCTION &&
          t('nft.terms_auction', { step: fields.per_increase, margin: fields.margin, currency }),
        zone.title(t('nft.terms_times', { start: zone.format(fields.start_ts), end: zone.format(fields.end_ts) })),
      ],
      warning: t('nft.artwork_final'),
      okText: t('nft.create_artwork'),
      onOk: () =>
        create
          .mutateAsync(fields)
          .then(() => form.resetFields())
          .catch((error: unknown) => showOnFieldOrTime(form, error, ARTWORK_FIELDS)),
    })
  }
  return (
    <Card size="small" title={t('nft.new_artwork')}>
      <Alert type="info" showIcon title={t('nft.artwork_final')} />
      <Form<ArtworkValues>
        form={form}
        name="artwork"
        layout="vertical"
        initialValues={{ type: 'image', rarity: 'N', pay_type: FIXED }}
        onFinish={submit}
        style={{ marginTop: 12 }}
      >
        <Row gutter={8}>
          <ArtistField />
          <Col xs={24} md={16}>
            <Form.Item name="name" label={t('nft.name')} rules={[rule(checkRequired, t)]}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('nft.description')}>
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('nft.type')}>
              <Radio.Group
                optionType="button"
                options={MEDIA_TYPES.map((value) => ({ value, label: mediaLabel(value, t) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="rarity" label={t('nft.rarity')}>
              <Radio.Group optionType="button" options={RARITIES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="image" label={t('nft.media')} extra={t('nft.media_hint')} rules={[rule(checkRequired, t)]}>
              <MediaField accept={MEDIA_ACCEPT[type]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cover" label={t('nft.cover')} extra={t('nft.cover_hint')}>
              <MediaField />
            </Form.Item>
          </Col>
          <CurrencyField md={6} />
          <Col xs={24} md={6}>
            <Form.Item name="pay_type" label={t('nft.pay_type')}>
              <Radio.Group
                optionType="button"
                options={[FIXED, AUCTION].map((value) => ({ value, label: payTypeLabel(value, t) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="price"
              label={payType === AUCTION ? t('nft.start_price') : t('nft.price')}
              rules={[rule(checkPrice, t)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          {payType === AUCTION && (
            <>
              <Col xs={24} md={6}>
                <Form.Item
                  name="per_increase"
                  label={t('nft.per_increase')}
                  extra={t('nft.per_increase_hint')}
                  rules={[rule(checkIncrement, t)]}
                >
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="margin"
                  label={t('nft.margin')}
                  extra={t('nft.margin_hint')}
                  rules={[rule(checkMargin, t)]}
                >
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
            </>
          )}
          <SaleTimeFields md={6} />
        </Row>
        <Button htmlType="submit" type="primary" loading={create.isPending}>
          {t('nft.create_artwork')}
        </Button>
      </Form>
    </Card>
  )
}
