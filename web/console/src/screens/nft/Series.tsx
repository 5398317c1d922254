import { useQuery } from '@tanstack/react-query'
import { Alert, Card, Space, Table, Tag, Typography } from 'antd'
import { ADMIN, api } from '../../lib/client'
import { useI18n } from '../../lib/i18n'
import type { NftRarity, NftSeries, NftSeriesContent, PageOf } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { NewSeries } from './NewSeries'
import { mediaLabel, oddsOf, RARITY_COLORS, seriesKey, shortHash } from './shared'

/** What a series' boxes may hold, in index order, with each content's odds. */
function Contents({ series }: { series: NftSeries }) {
  const { t } = useI18n()
  const odds = oddsOf(series.contents.map((content) => content.weight))
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <span>
        {t('nft.contents_hash')}:{' '}
        <Typography.Text code copyable>
          {series.contents_hash}
        </Typography.Text>
      </span>
      {series.seed && (
        <span>
          {t('nft.seed')}:{' '}
          <Typography.Text code copyable>
            {series.seed}
          </Typography.Text>
        </span>
      )}
      <Table<NftSeriesContent>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={series.contents}
        columns={[
          { title: '#', dataIndex: 'index', width: 50 },
          { title: t('nft.name'), dataIndex: 'name' },
          { title: t('nft.type'), key: 'type', render: (_, row) => mediaLabel(row.type, t) },
          {
            title: t('nft.rarity'),
            key: 'rarity',
            render: (_, row) => <Tag color={RARITY_COLORS[row.rarity as NftRarity] ?? 'default'}>{row.rarity}</Tag>,
          },
          { title: t('nft.weight'), dataIndex: 'weight', align: 'right' },
          {
            title: t('nft.odds'),
            key: 'odds',
            align: 'right',
            render: (_, row) => {
              const at = series.contents.indexOf(row)
              return odds[at] ? `${odds[at]} %` : '–'
            },
          },
        ]}
      />
    </Space>
  )
}

/** The blind-box series, with their sales, commitment and whether the seed is revealed yet. */
export function Series() {
  const { t } = useI18n()
  const zone = useZone()
  const list = useQuery({
    queryKey: seriesKey,
    queryFn: () => api.get<PageOf<NftSeries>>(`${ADMIN}/nft/series`),
  })
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('nft.series_intro')}
      </Typography.Paragraph>
      <NewSeries />
      <Card size="small" title={t('nft.series')}>
        {list.isError && <Alert type="error" showIcon title={list.error.message} />}
        <Table<NftSeries>
          size="small"
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 1100 }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => t('common.total', { total }) }}
          expandable={{ expandedRowRender: (row) => <Contents series={row} /> }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('nft.series_name'),
              key: 'name',
              width: 220,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <strong>{row.name}</strong>
                  <Typography.Text type="secondary">{row.author_name}</Typography.Text>
                </Space>
              ),
            },
            {
              title: t('nft.box_price'),
              key: 'price',
              width: 150,
              render: (_, row) => `${row.price} ${row.currency_name}`,
            },
            {
              title: t('nft.sold'),
              key: 'sold',
              width: 110,
              render: (_, row) => (
                <span className="nft-sold">
                  {row.sold} / {row.total}
                </span>
              ),
            },
            {
              title: zone.title(t('nft.times')),
              key: 'times',
              width: 200,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <span>{row.start_time}</span>
                  <span>{row.end_time}</span>
                </Space>
              ),
            },
            {
              title: t('nft.seed_hash'),
              key: 'seed_hash',
              width: 210,
              render: (_, row) => (
                <Typography.Text code copyable={{ text: row.seed_hash }} className="nft-seed-hash">
                  {shortHash(row.seed_hash)}
                </Typography.Text>
              ),
            },
            {
              title: t('nft.revealed'),
              key: 'revealed',
              width: 100,
              render: (_, row) =>
                row.revealed ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
            },
          ]}
        />
      </Card>
    </Space>
  )
}
