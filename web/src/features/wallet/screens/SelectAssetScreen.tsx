import { List } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { LoadingView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { CoinIcon } from '@/components/CoinIcon'
import { symbolOf } from '../coins'
import { usePaymentCoins } from '../queries'
import type { PaymentCoin } from '../types'
import '../wallet.css'

/** One row per asset open for `action`, in the server's order, with every network it moves on. */
export function openCoins(list: PaymentCoin[], action: 'receive' | 'withdraw'): PaymentCoin[] {
  const open = list.filter((c) => (action === 'withdraw' ? c.is_withdraw : c.is_charge) === 1)
  return open.filter((c, i) => open.findIndex((o) => o.currency_id === c.currency_id) === i)
}

/** Picks the asset to deposit or withdraw, showing the networks each moves on. */
export function SelectAssetScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const action = params.get('action') === 'withdraw' ? 'withdraw' : 'receive'
  const { data } = usePaymentCoins()
  const target = action === 'withdraw' ? ROUTES.fundWithdraw : ROUTES.fundReceive
  return (
    <Page title={t(action === 'withdraw' ? 'fund.withdraw' : 'fund.deposit')}>
      {!data ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <List>
          {openCoins(data.list, action).map((coin) => (
            <List.Item
              key={coin.currency_id}
              prefix={<CoinIcon symbol={symbolOf(coin)} size={28} />}
              description={coin.networks.filter((n) => n !== symbolOf(coin)).join(' · ') || undefined}
              onClick={() => void navigate(`${target}?currency=${coin.currency_id}`)}
            >
              {symbolOf(coin)}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  )
}
