import { Alert, Col, Row, Tabs } from 'antd'
import { useI18n } from '../lib/i18n'
import { useAssetName } from '../lib/queries'
import { ActionCard, type Action } from './earn/ActionCard'
import { Dual } from './earn/Dual'
import { LockMining } from './earn/LockMining'

/** Opening a USDT spot book for a newly listed asset (admin). */
function Listing() {
  const { t } = useI18n()
  const assetName = useAssetName()
  const open: Action = {
    key: 'market_open',
    title: 'earn.open_market',
    path: '/markets/open',
    fields: [
      { name: 'currency', label: t('common.asset'), kind: 'asset' },
      { name: 'price_scale', label: t('earn.price_scale'), kind: 'int' },
      { name: 'qty_scale', label: t('earn.qty_scale'), kind: 'int' },
      { name: 'min_qty', label: t('earn.min_qty'), kind: 'amount' },
      { name: 'min_notional', label: t('earn.min_notional'), kind: 'text' },
    ],
    done: (values) =>
      t('earn.market_opened', {
        asset: assetName(values.currency),
      }),
  }
  return (
    <>
      <Alert type="info" title={t('earn.listing_intro')} style={{ marginBottom: 12 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ActionCard action={open} />
        </Col>
      </Row>
    </>
  )
}

/** Lock-mining and dual-investment products and their reserves (finance); every action is audited. */
export default function Earn() {
  const { t } = useI18n()
  return (
    <>
      <Alert type="info" showIcon title={t('earn.intro')} style={{ marginBottom: 12 }} />
      <Tabs
        items={[
          { key: 'lockming', label: t('earn.lockming'), children: <LockMining /> },
          { key: 'dual', label: t('earn.dual'), children: <Dual /> },
          { key: 'listing', label: t('earn.listing'), children: <Listing /> },
        ]}
      />
    </>
  )
}
