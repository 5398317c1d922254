import { Button, List } from 'antd-mobile'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { LoadingView, StateView } from '@/app/StateView'
import { getDepositAddress } from '@/features/wallet/api/getDepositAddress'
import { QrCode } from '@/features/wallet/components/QrCode'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'
import { toast } from '@/lib/toast'

/** The deposit address of an asset, per network, with copy buttons. */
export default function ReceiveScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const { data, isPending, isError } = useQuery({
    queryKey: ['user', 'wallet', 'address', currency],
    queryFn: () => getDepositAddress(currency),
    retry: false,
  })
  const addresses: [string, string][] = typeof data === 'string' ? [['', data]] : Object.entries(data ?? {})
  const copy = (text: string) => void navigator.clipboard?.writeText(text).then(() => toast.success(t('fund.copied')))
  return (
    <Page title={t('fund.deposit')}>
      {isPending && <LoadingView label={t('common.loading')} />}
      {isError && <StateView title={t('fund.deposit_closed_title')} text={t('fund.deposit_closed_text')} />}
      {addresses.map(([network, address]) => (
        <section key={network || address}>
          {network && <List header={network.toUpperCase()} />}
          <div className="qr-box">
            <QrCode text={address} label={t('fund.deposit')} />
          </div>
          <div className="address-box">{address}</div>
          <div className="wallet-form">
            <Button block onClick={() => copy(address)}>
              {t('fund.copy_address')}
            </Button>
          </div>
        </section>
      ))}
      <p className="wallet-note">{t('fund.deposit_note')}</p>
      <div className="wallet-form">
        <Button block fill="none" onClick={() => void navigate(`${ROUTES.fundRecords}?tab=deposits`)}>
          {t('fund.records')}
        </Button>
      </div>
    </Page>
  )
}
