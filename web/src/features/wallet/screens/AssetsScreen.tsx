import { Button, List, Switch, Tabs } from 'antd-mobile'
import { CheckShieldOutline, PayCircleOutline, RightOutline } from '@/components/icons'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Link, useNavigate } from '@/lib/router'
import { CoinIcon } from '@/components/CoinIcon'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { FiatEstimate } from '@/features/common'
import { formatBalance, groupThousands } from '@/lib/amount'
import { ROUTES } from '@/lib/navigation'
import { useSession } from '@/lib/session'
import { available, frozen, totalUsdt, visibleRows } from '../money'
import { useWalletList } from '../queries'
import { ACCOUNT_KINDS, type AccountKind } from '../types'
import '../wallet.css'

export function AssetsScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isPending, refetch } = useWalletList()
  const [kind, setKind] = useState<AccountKind>('change')
  const [hideSmall, setHideSmall] = useState(false)
  const demo = useSession((s) => s.siteConfig?.demo === 1)

  if (isPending) {
    return (
      <Page title={t('assets.title')} back={false}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  if (!data) {
    return (
      <Page title={t('assets.title')} back={false}>
        <StateView
          icon={<PayCircleOutline />}
          title={t('fund.load_failed')}
          action={{ label: t('common.retry'), onClick: () => void refetch() }}
        />
      </Page>
    )
  }
  const rows = visibleRows(data[`${kind}_wallet`].balance, kind, hideSmall)
  return (
    <Page title={t('assets.title')} back={false} right={<DemoBadge />}>
      <section className="assets-total">
        <div className="assets-total-label">{t('fund.total_assets')} (USDT)</div>
        <div className="assets-total-value num">{groupThousands(totalUsdt(data))}</div>
        <FiatEstimate usdt={totalUsdt(data)} className="assets-total-cny" />
        {demo && <div className="assets-demo">{t('fund.demo_note')}</div>}
        <div className="assets-actions">
          <Button size="small" onClick={() => void navigate(`${ROUTES.fundSelect}?action=receive`)}>
            {t('fund.deposit')}
          </Button>
          <Button size="small" onClick={() => void navigate(`${ROUTES.fundSelect}?action=withdraw`)}>
            {t('fund.withdraw')}
          </Button>
          <Button size="small" onClick={() => void navigate(ROUTES.fundTransfer)}>
            {t('fund.transfer')}
          </Button>
          <Button size="small" onClick={() => void navigate(ROUTES.fundBill)}>
            {t('fund.bill')}
          </Button>
        </div>
        <Link className="assets-liabilities" to={ROUTES.liabilities}>
          <CheckShieldOutline aria-hidden="true" />
          <span>{t('assets.liabilities')}</span>
          <RightOutline aria-hidden="true" />
        </Link>
      </section>
      <Tabs activeKey={kind} onChange={(key) => setKind(key as AccountKind)}>
        {ACCOUNT_KINDS.map((k) => (
          <Tabs.Tab key={k} title={t(`fund.account_${k}`)} />
        ))}
      </Tabs>
      <div className="assets-toolbar">
        {t('fund.hide_small')}
        <Switch checked={hideSmall} onChange={setHideSmall} />
      </div>
      <List className="assets-list">
        {rows.map((row) => (
          <List.Item
            key={row.currency}
            onClick={() => void navigate(`${ROUTES.fundAssetBill}?currency=${row.currency}&type=${kind}`)}
            extra={
              <div className="assets-row-values">
                <div className="assets-row-available">{formatBalance(available(row, kind))}</div>
                <div className="assets-row-frozen">
                  {t('fund.frozen')} {formatBalance(frozen(row, kind))}
                </div>
              </div>
            }
            prefix={<CoinIcon symbol={row.currency_name} size={28} />}
          >
            {row.currency_name}
          </List.Item>
        ))}
      </List>
      {rows.length === 0 && <StateView title={t('fund.no_assets')} />}
    </Page>
  )
}
