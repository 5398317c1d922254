import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { PagedList } from '@/features/content/components/PagedList'
import { LedgerRow } from '@/features/wallet/components/LedgerRow'
import { useTransferHistory } from '@/features/wallet/queries'
import '@/features/wallet/wallet.css'

/** The user's moves between their own accounts (`/wallet/hzhistory`). */
export default function TransferHistoryScreen() {
  const { t } = useTranslation()
  const history = useTransferHistory()
  return (
    <Page title={t('fund.transfer_history')}>
      <PagedList
        query={history}
        rowKey={(line) => line.id}
        empty={<StateView title={t('fund.no_records')} />}
        renderItem={(line) => <LedgerRow line={line} />}
      />
    </Page>
  )
}
