import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import { Alert, Card, Space, Table, Tag, type TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { useI18n } from '../../lib/i18n'
import { useZone } from '../../lib/zone'
import { SaleButtons, StatusTag, useSaleActions } from './SaleButtons'

/** What every earn product has that its list shows. */
interface Product {
  id: number
  name: string
  status: number
  currency_name: string
  demo: boolean
  created_at: number
}

interface ProductsCardProps<T extends Product> {
  products: UseQueryResult<T[], Error>
  kind: 'lockming' | 'dual'
  /** The key of the list, read again after a product is put on sale or closed. */
  refreshes: QueryKey
  /** How wide the table scrolls. */
  width: number
  /** The name column: its width, whether its tags wrap, and the tags that follow the name (before the demo tag). */
  name: { width: number; wrap?: boolean; tags?: (row: T) => ReactNode }
  /** The kind's own columns, between the asset and the status. */
  terms: TableColumnsType<T>
  /** The kind's own columns between the status and the creation time. */
  after?: TableColumnsType<T>
}

/** The products of one kind, newest first, each put on sale or closed from its row. */
export function ProductsCard<T extends Product>({
  products,
  kind,
  refreshes,
  width,
  name,
  terms,
  after = [],
}: ProductsCardProps<T>) {
  const { t } = useI18n()
  const zone = useZone()
  const actions = useSaleActions(kind, refreshes)
  return (
    <Card size="small" title={t('earn.products')}>
      {products.isError && <Alert type="error" showIcon title={products.error.message} style={{ marginBottom: 12 }} />}
      <Table<T>
        size="small"
        rowKey="id"
        className="earn-products"
        loading={products.isLoading}
        dataSource={products.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: width }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('earn.name'),
            key: 'name',
            width: name.width,
            render: (_, row) => (
              <Space size={4} wrap={name.wrap}>
                <span>{row.name}</span>
                {name.tags?.(row)}
                {row.demo && <Tag>{t('earn.demo')}</Tag>}
              </Space>
            ),
          },
          { title: t('common.asset'), dataIndex: 'currency_name', width: 80 },
          ...terms,
          {
            title: t('common.status'),
            key: 'status',
            width: 110,
            render: (_, row) => <StatusTag status={row.status} dual={kind === 'dual'} />,
          },
          ...after,
          {
            title: zone.title(t('common.created')),
            key: 'created',
            width: 170,
            render: (_, row) => zone.format(row.created_at),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            fixed: 'end',
            render: (_, row) => <SaleButtons product={row} actions={actions} />,
          },
        ]}
      />
    </Card>
  )
}
