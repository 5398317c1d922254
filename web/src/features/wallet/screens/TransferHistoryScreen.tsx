import { useTranslation } from '@/lib/i18n'
import { PagedListPage } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { LedgerRow } from '../components/LedgerRow'
import { useTransferHistory } from '../lists'
import '../wallet.css'

/** The user's moves between their own accounts (`/wallet/hzhistory`). */
export function TransferHistoryScreen() {
  const { t } = useTranslation()
  const history = useTransferHistory()
  return (
    <PagedListPage
      title={t('fund.transfer_history')}
      query={history}
      rowKey={(line) => line.id}
      empty={<StateView title={t('fund.no_records')} />}
      renderItem={(line) => <LedgerRow line={line} />}
    />
  )
}
