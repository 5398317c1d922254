import { Col, Row, Space, Typography } from 'antd'
import { ReserveMoveCards } from '../../components/ReserveMoveCard'
import { useI18n } from '../../lib/i18n'
import { useAssetName } from '../../lib/queries'
import type { LockProduct } from '../../lib/types'
import { ActionCard, type Action } from './ActionCard'
import { ProductsCard } from './ProductsCard'
import { created, lockProductsKey, productLabel, useLockProducts } from './shared'

/** The lock-mining products, newest first, each put on sale or closed from its row. */
function Products() {
  const { t, amount } = useI18n()
  return (
    <ProductsCard<LockProduct>
      products={useLockProducts()}
      kind="lockming"
      refreshes={lockProductsKey}
      width={1200}
      name={{ width: 180 }}
      terms={[
        {
          title: t('earn.term'),
          key: 'term',
          width: 90,
          render: (_, row) => t('earn.term_days', { days: row.days }),
        },
        {
          title: t('earn.rates'),
          key: 'rates',
          width: 190,
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <span>{t('earn.day_rates', { min: row.rate_min, max: row.rate_max })}</span>
              <Typography.Text type="secondary">{t('earn.penalty_of', { penalty: row.penalty })}</Typography.Text>
            </Space>
          ),
        },
        {
          title: t('earn.sold'),
          key: 'sold',
          width: 220,
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              <span>
                {t('earn.sold_of', { sold: amount(row.sold), quota: amount(row.quota), asset: row.currency_name })}
              </span>
              <Typography.Text type="secondary">
                {t('earn.min_of', { amount: amount(row.min_amount), asset: row.currency_name })}
              </Typography.Text>
            </Space>
          ),
        },
      ]}
    />
  )
}

/** Lock mining (finance): its products, a new one, a day's rate for one, and its reserve; every action is audited. */
export function LockMining() {
  const { t, amount } = useI18n()
  const products = useLockProducts()
  const assetName = useAssetName()
  const create: Action = {
    key: 'lockming_create',
    title: 'earn.create_product',
    path: '/lockming/products/create',
    refreshes: [lockProductsKey],
    fields: [
      { name: 'currency', label: t('common.asset'), kind: 'asset' },
      { name: 'name', label: t('earn.name'), kind: 'text' },
      { name: 'days', label: t('earn.days'), kind: 'int' },
      { name: 'min_amount', label: t('earn.min_amount'), kind: 'amount' },
      { name: 'rate_min', label: t('earn.rate_min'), kind: 'text' },
      { name: 'rate_max', label: t('earn.rate_max'), kind: 'text' },
      { name: 'penalty', label: t('earn.penalty'), kind: 'text' },
      { name: 'quota', label: t('earn.quota'), kind: 'amount' },
    ],
    done: (values, answer) =>
      t('earn.created_done', {
        product: created(answer, values),
        asset: assetName(values.currency),
        quota: amount(values.quota),
      }),
  }
  const publish: Action = {
    key: 'lockming_rate',
    title: 'earn.publish_rate',
    path: '/lockming/rates/publish',
    fields: [
      {
        name: 'id',
        label: t('earn.product'),
        kind: 'select',
        loading: products.isLoading,
        options: (products.data ?? []).map((p) => ({ value: p.id, label: productLabel(p) })),
      },
      { name: 'date', label: t('earn.date'), kind: 'date' },
      { name: 'rate', label: t('earn.rate'), kind: 'text' },
    ],
    done: (values) => {
      const product = products.data?.find((p) => p.id === values.id)
      return t('earn.rate_done', {
        rate: values.rate,
        date: values.date,
        product: product ? productLabel(product) : `#${values.id}`,
      })
    },
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Products />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ActionCard action={create} />
        </Col>
        <Col xs={24} xl={12}>
          <ActionCard action={publish} />
        </Col>
        <ReserveMoveCards reserve="lockming" titles={['earn.fund_reserve', 'earn.withdraw_surplus']} refreshes={[]} />
      </Row>
    </Space>
  )
}
