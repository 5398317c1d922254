import { Button, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { PagedList } from '@/features/content/components/PagedList'
import { usePagedList } from '@/features/content/paging'
import { getAddresses, type SavedAddress } from '@/features/wallet/api/getAddresses'
import '@/features/wallet/wallet.css'
import { ROUTES } from '@/lib/navigation'

/** The address book: saved withdrawal addresses. */
export default function WalletScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const addresses = usePagedList<SavedAddress>({
    queryKey: ['user', 'wallet', 'addresses'],
    fetchPage: async (page, limit) => {
      const found = await getAddresses(page, limit)
      return { list: found.data, count: found.total, page: found.page, limit }
    },
  })
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
