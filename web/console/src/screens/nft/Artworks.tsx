import { useQuery } from '@tanstack/react-query'
import { App, Button, Card, Space, Tag, Typography } from 'antd'
import { PagedTable, usePages } from '../../components/Paging'
import { ADMIN, api } from '../../lib/client'
import { useAction } from '../../lib/hooks'
import { useI18n } from '../../lib/i18n'
import type { AdminNftArtwork, NftRarity, PageOf } from '../../lib/types'
import { NewArtwork } from './NewArtwork'
import { artworksKey, AUCTION, mediaLabel, PAGE, payTypeLabel, RARITY_COLORS } from './shared'

/** Every artwork, hidden ones included, newest first; moderation hides one from the app's lists and detail. */
export function Artworks() {
  const { t } = useI18n()
  const { modal } = App.useApp()
  const { page, pagination } = usePages(PAGE)
  const list = useQuery({
    queryKey: [...artworksKey, page],
    queryFn: () => api.get<PageOf<AdminNftArtwork>>(`${ADMIN}/nft/artworks`, { page, limit: PAGE }),
  })
  const hide = useAction(
    (fields: { id: number; hidden: 0 | 1 }) => api.post(`${ADMIN}/nft/artworks/hide`, fields),
    [artworksKey],
  )
  const confirmHide = (row: AdminNftArtwork) => {
    const hiding = row.hidden !== 1
    modal.confirm({
      title: t(hiding ? 'nft.hide_title' : 'nft.unhide_title', { name: row.name, code: row.code }),
      content: t(hiding ? 'nft.hide_note' : 'nft.unhide_note'),
      okText: t(hiding ? 'nft.hide' : 'nft.unhide'),
      okButtonProps: { danger: hiding },
      onOk: () => hide.mutateAsync({ id: row.id, hidden: hiding ? 1 : 0 }).catch(() => undefined),
    })
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('nft.artworks_intro')}
      </Typography.Paragraph>
      <NewArtwork />
      <Card size="small" title={t('nft.artworks')}>
        <PagedTable<AdminNftArtwork>
          list={list}
          pagination={pagination}
          rowKey="id"
          scroll={{ x: 1400 }}
          columns={[
            {
              title: t('nft.code'),
              key: 'code',
              width: 150,
              render: (_, row) => (
                <Typography.Text code copyable={{ text: row.code }} className="nft-code">
                  {row.code}
                </Typography.Text>
              ),
            },
            {
              title: t('nft.name'),
              key: 'name',
              width: 220,
              render: (_, row) => (
                <Space size={8}>
                  {(row.cover || row.image) && <img src={row.cover || row.image} alt="" className="nft-thumb" />}
                  <strong>{row.name}</strong>
                </Space>
              ),
            },
            { title: t('nft.type'), key: 'type', width: 90, render: (_, row) => mediaLabel(row.type, t) },
            {
              title: t('nft.rarity'),
              key: 'rarity',
              width: 80,
              render: (_, row) => <Tag color={RARITY_COLORS[row.rarity as NftRarity] ?? 'default'}>{row.rarity}</Tag>,
            },
            { title: t('nft.artist'), dataIndex: 'author_name', width: 140 },
            {
              title: t('nft.price'),
              key: 'price',
              width: 200,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <span>
                    {row.price} {row.currency_name}
                  </span>
                  {row.pay_type === AUCTION && (
                    <Typography.Text type="secondary">
                      {row.current_bid
                        ? t('nft.current_bid', { bid: row.current_bid, count: row.bid_count })
                        : t('nft.no_bids')}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('nft.pay_type'),
              key: 'pay_type',
              width: 110,
              render: (_, row) => payTypeLabel(row.pay_type, t),
            },
            {
              title: t('common.status'),
              key: 'status',
              width: 110,
              render: (_, row) =>
                row.status === 1 ? <Tag color="green">{t('nft.listed')}</Tag> : <Tag>{t('nft.not_listed')}</Tag>,
            },
            { title: t('nft.owner'), key: 'owner', width: 100, render: (_, row) => `UID ${row.owner}` },
            {
              title: t('nft.hidden'),
              key: 'hidden',
              width: 90,
              render: (_, row) =>
                row.hidden === 1 ? <Tag color="red">{t('nft.hidden_yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 110,
              fixed: 'end',
              render: (_, row) => (
                <Button size="small" danger={row.hidden !== 1} onClick={() => confirmHide(row)}>
                  {row.hidden === 1 ? t('nft.unhide') : t('nft.hide')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  )
}
