import { useQuery } from '@tanstack/react-query'
import { App, Avatar, Button, Card, Col, Form, Input, Row, Space, Tag, Typography } from 'antd'
import { rule } from '../../components/rules'
import { showOnField } from '../../components/serverErrors'
import { PagedTable, usePages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { NftArtist, PageOf } from '../../lib/types'
import { checkRequired } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { MediaField } from './MediaField'
import { APPLIED, ARTIST_COLORS, artistsKey, PAGE } from './shared'

interface ArtistValues {
  account: string
  nickname: string
  signature: string
  head_portrait?: string
}

/** Makes a user an artist at once, from their account name (e-mail or mobile). */
function NewArtist() {
  const { t } = useI18n()
  const [form] = Form.useForm<ArtistValues>()
  const create = useAction(
    (fields: { account: string; nickname: string; signature: string; head_portrait?: string }) =>
      api.post<{ id: number }>(`${ADMIN}/nft/artists/create`, fields),
    [artistsKey],
  )
  const submit = (values: ArtistValues) => {
    const avatar = values.head_portrait?.trim() ?? ''
    create
      .mutateAsync({
        account: values.account.trim(),
        nickname: values.nickname.trim(),
        signature: values.signature.trim(),
        head_portrait: avatar === '' ? undefined : avatar,
      })
      .then(() => form.resetFields())
      .catch((error: unknown) => showOnField(form, error, ['account', 'nickname', 'signature', 'head_portrait']))
  }
  return (
    <Card size="small" title={t('nft.new_artist')}>
      <Form<ArtistValues> form={form} name="artist" layout="vertical" onFinish={submit}>
        <Row gutter={8}>
          <Col xs={24} md={8}>
            <Form.Item
              name="account"
              label={t('nft.account')}
              extra={t('nft.account_hint')}
              rules={[rule(checkRequired, t)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nickname" label={t('nft.nickname')} rules={[rule(checkRequired, t)]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="head_portrait" label={t('nft.avatar')} extra={t('nft.optional')}>
              <MediaField />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="signature" label={t('nft.signature')} rules={[rule(checkRequired, t)]}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button htmlType="submit" type="primary" loading={create.isPending}>
          {t('nft.create_artist')}
        </Button>
      </Form>
    </Card>
  )
}

/** The artists and applications, newest first; an application (status 0) can be approved or rejected. */
export function Artists() {
  const { t } = useI18n()
  const zone = useZone()
  const { modal } = App.useApp()
  const { page, pagination } = usePages(PAGE)
  const list = useQuery({
    queryKey: [...artistsKey, page],
    queryFn: () => api.get<PageOf<NftArtist>>(`${ADMIN}/nft/artists`, { page, limit: PAGE }),
  })
  const approve = useAction((id: number) => api.post(`${ADMIN}/nft/artists/approve`, { id }), [artistsKey])
  const reject = useAction((id: number) => api.post(`${ADMIN}/nft/artists/reject`, { id }), [artistsKey])
  const confirmReject = (artist: NftArtist) =>
    modal.confirm({
      title: t('nft.reject_title', { nickname: artist.nickname }),
      content: t('nft.reject_note'),
      okText: t('common.reject'),
      okButtonProps: { danger: true },
      onOk: () => reject.mutateAsync(artist.id).catch(() => undefined),
    })
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('nft.artists_intro')}
      </Typography.Paragraph>
      <NewArtist />
      <Card size="small" title={t('nft.artists')}>
        <PagedTable<NftArtist>
          list={list}
          pagination={pagination}
          rowKey="id"
          scroll={{ x: 900 }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('nft.nickname'),
              key: 'nickname',
              width: 300,
              render: (_, row) => (
                <Space size={8} align="start">
                  <Avatar src={row.head_portrait || undefined} size="small">
                    {row.nickname.slice(0, 1)}
                  </Avatar>
                  <Space orientation="vertical" size={0}>
                    <strong>{row.nickname}</strong>
                    <Typography.Text type="secondary">{row.signature}</Typography.Text>
                  </Space>
                </Space>
              ),
            },
            {
              title: t('nft.account'),
              key: 'account',
              width: 220,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <span>{row.account}</span>
                  <Typography.Text type="secondary">UID {row.user_id}</Typography.Text>
                </Space>
              ),
            },
            {
              title: t('common.status'),
              key: 'status',
              width: 110,
              render: (_, row) => (
                <Tag color={ARTIST_COLORS[row.status] ?? 'default'}>{t(`nft.artist_status_${row.status}`)}</Tag>
              ),
            },
            {
              title: zone.title(t('common.created')),
              key: 'created',
              width: 170,
              render: (_, row) => zone.format(row.created_ts),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 170,
              fixed: 'end',
              render: (_, row) =>
                row.status === APPLIED ? (
                  <Space size={4}>
                    <Button
                      size="small"
                      type="primary"
                      loading={approve.isPending && approve.variables === row.id}
                      onClick={() => approve.mutate(row.id)}
                    >
                      {t('common.approve')}
                    </Button>
                    <Button size="small" danger onClick={() => confirmReject(row)}>
                      {t('common.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
    </Space>
  )
}
