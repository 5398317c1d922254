import { Col, Row, Space, Tag, Typography } from 'antd'
import { ReserveMoveCard } from '../../components/ReserveMoveCard'
import { useI18n } from '../../lib/i18n'
import { useAssetName } from '../../lib/queries'
import type { DualProduct } from '../../lib/types'
import { useZone } from '../../lib/zone'
import { ActionCard, type Action } from './ActionCard'
import { ProductsCard } from './ProductsCard'
import { created, dualProductsKey, useDualProducts } from './shared'

/** The dual-investment products, newest first, each put on sale or closed from its row. */
function Products() {
  const { t, amount } = useI18n()
  const zone = useZone()
  return (
    <ProductsCard<DualProduct>
      products={useDualProducts()}
      kind="dual"
      refreshes={dualProductsKey}
      width={1350}
      name={{
        width: 200,
        wrap: true,
        tags: (row) => <Tag color={row.type === 'call' ? 'blue' : 'purple'}>{t(`earn.dual_${row.type}`)}</Tag>,
      }}
      terms={[
        {
          title: t('earn.term'),
          key: 'term',
          width: 100,
          render: (_, row) =>
            row.days > 0 ? t('earn.term_days', { days: row.days }) : t('earn.term_minutes', { minutes: row.minutes }),
        },
        {
          title: t('earn.rate_price'),
          key: 'rate',
          width: 210,
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <span>{t('earn.year_rate', { rate: row.rate })}</span>
              <Typography.Text type="secondary">
                {t('earn.exercise_at', { price: amount(row.exercise_price) })}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: t('earn.sold'),
          key: 'sold',
          width: 170,
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <span>{t('earn.shares_of', { sold: row.purchased_number, total: row.total_number })}</span>
              <Typography.Text type="secondary">{t('earn.per_user', { limit: row.user_limit })}</Typography.Text>
            </Space>
          ),
        },
      ]}
      after={[
        {
          title: zone.title(t('earn.settles')),
          key: 'settles',
          width: 190,
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <span>{zone.format(row.settle_at)}</span>
              {row.settle_price !== null && row.settled_at !== null && (
                <Typography.Text type="secondary">
                  {t('earn.settled_at', { price: amount(row.settle_price) })}
                </Typography.Text>
              )}
            </Space>
          ),
        },
      ]}
    />
  )
}

/** Dual investment (finance): its products, a new one, and its reserve; every action is audited. */
export function Dual() {
  const { t } = useI18n()
  const zone = useZone()
  const assetName = useAssetName()
  const create: Action = {
    key: 'dual_create',
    title: 'earn.create_product',
    path: '/dual/products/create',
    refreshes: [dualProductsKey],
    fields: [
      { name: 'currency', label: t('common.asset'), kind: 'asset' },
      {
        name: 'type',
        label: t('earn.dual_type'),
        kind: 'select',
        options: [
          { value: 'call', label: t('earn.dual_call') },
          { value: 'put', label: t('earn.dual_put') },
        ],
      },
      { name: 'name', label: t('earn.name'), kind: 'text' },
      { name: 'rate', label: t('earn.year_rate_field'), kind: 'text' },
      { name: 'exercise_price', label: t('earn.exercise_price'), kind: 'amount' },
      { name: 'days', label: t('earn.days'), kind: 'int', optional: true },
      { name: 'start_date', label: zone.title(t('earn.start_date')), kind: 'date', optional: true },
      { name: 'minutes', label: t('earn.minutes'), kind: 'int', optional: true },
      { name: 'total_number', label: t('earn.total_number'), kind: 'int' },
      { name: 'user_limit', label: t('earn.user_limit'), kind: 'int' },
    ],
    done: (values, answer) =>
      t('earn.dual_created_done', {
        product: created(answer, values),
        asset: assetName(values.currency),
        total: String(values.total_number ?? ''),
      }),
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Products />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ActionCard action={create} />
        </Col>
        <Col xs={24} xl={12}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ReserveMoveCard title="earn.fund_reserve" reserve="dual" direction="in" refreshes={[]} />
            <ReserveMoveCard title="earn.withdraw_surplus" reserve="dual" direction="out" refreshes={[]} />
          </Space>
        </Col>
      </Row>
    </Space>
  )
}
