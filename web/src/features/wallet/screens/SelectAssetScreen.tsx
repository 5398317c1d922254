import { List } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useNavigate, useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { LoadingView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { CoinIcon } from '@/components/CoinIcon'
import { useWalletList } from '../queries'
import '../wallet.css'

/** Picks the asset to deposit or withdraw. */
export function SelectAssetScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const action = params.get('action') === 'withdraw' ? 'withdraw' : 'receive'
  const { data } = useWalletList()
  const target = action === 'withdraw' ? ROUTES.fundWithdraw : ROUTES.fundReceive
  return (
    <Page title={t(action === 'withdraw' ? 'fund.withdraw' : 'fund.deposit')}>
      {!data ? (
        <LoadingView label={t('common.loading')} />
      ) : (
        <List>
          {data.change_wallet.balance
            .filter((row) => row.is_charge === 1)
            .map((row) => (
              <List.Item
                key={row.currency}
                prefix={<CoinIcon symbol={row.currency_name} size={28} />}
                onClick={() => void navigate(`${target}?currency=${row.currency}`)}
              >
                {row.currency_name}
              </List.Item>
            ))}
        </List>
      )}
    </Page>
  )
}
