import { Button, Tabs } from 'antd-mobile'
import { HistogramOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadingView, StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate, useSearchParams } from '@/lib/router'
import { DualProductCard } from '../components/DualProductCard'
import '../earn.css'
import { useDualProducts } from '../queries'
import { useEarnStrings } from '../strings'

const COINS = [
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
]

/** The dual-investment products on sale, by coin (BTC, ETH) and kind (call "sell high", put "buy low"). */
export function DualProductsScreen() {
  const { t } = useEarnStrings()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const coin = params.get('coin') === '2' ? 2 : 1
  const type = params.get('type') === 'put' ? 'put' : 'call'
  const products = useDualProducts(coin, type)
  const list = products.data ?? []
  const choose = (next: { coin?: number; type?: string }) =>
    setParams({ coin: String(next.coin ?? coin), type: next.type ?? type }, { replace: true })
  return (
    <Page
      title={t('earn.dual.title')}
      right={
        <Link className="earn-nav-link" to={ROUTES.investMine}>
          {t('earn.dual.mine_short')}
        </Link>
      }
    >
      <Tabs activeKey={String(coin)} onChange={(key) => choose({ coin: Number(key) })}>
        {COINS.map((c) => (
          <Tabs.Tab key={String(c.id)} title={c.name} />
        ))}
      </Tabs>
      <Tabs activeKey={type} onChange={(key) => choose({ type: key })}>
        <Tabs.Tab key="call" title={t('earn.dual.call_tab')} />
        <Tabs.Tab key="put" title={t('earn.dual.put_tab')} />
      </Tabs>
      <div className="earn">
        <p className="earn-note dual-kind">{t(type === 'call' ? 'earn.dual.call_line' : 'earn.dual.put_line')}</p>
        {products.isPending ? (
          <LoadingView label={t('common.loading')} />
        ) : list.length === 0 ? (
          <StateView icon={<HistogramOutline />} title={t('earn.dual.none_on_sale')} />
        ) : (
          list.map((product) => (
            <DualProductCard
              key={product.id}
              product={product}
              action={
                <Button
                  size="small"
                  color="primary"
                  onClick={() => void navigate(`${ROUTES.investPurchase}?id=${product.id}`)}
                >
                  {t('earn.dual.buy')}
                </Button>
              }
            />
          ))
        )}
        <div className="earn-links">
          <Link to={ROUTES.investMine}>{t('earn.dual.mine_title')}</Link>
          <Link to={ROUTES.investHelp}>{t('earn.dual.help_title')}</Link>
        </div>
      </div>
    </Page>
  )
}
