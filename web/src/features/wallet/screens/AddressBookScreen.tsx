import { Button, List } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { useAddresses } from '../lists'
import '../wallet.css'

/** The address book: saved withdrawal addresses. */
export function AddressBookScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const addresses = useAddresses()
  return (
    <Page title={t('payee.wallet_title')}>
      <PagedList
        query={addresses}
        rowKey={(a) => a.id}
        empty={<StateView title={t('payee.no_addresses')} />}
        renderItem={(a) => (
          <List.Item description={`${a.currency_name} · ${a.type} · ${a.address}`}>{a.name}</List.Item>
        )}
      />
      <div className="wallet-form">
        <Button block color="primary" onClick={() => void navigate(ROUTES.addWallet)}>
          {t('payee.add_address')}
        </Button>
      </div>
    </Page>
  )
}
