import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { PagedListPage } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { LedgerRow } from '../components/LedgerRow'
import { useBill } from '../lists'
import '../wallet.css'

/** The bill: every ledger line of the user, or of one asset in one account (`?currency=&type=`). */
export function BillScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const currency = Number(params.get('currency') ?? 0)
  const type = params.get('type') ?? ''
  const bill = useBill(currency, type)
  return (
    <PagedListPage
      title={t('fund.bill')}
      query={bill}
      rowKey={(line) => line.id}
      empty={<StateView title={t('fund.no_records')} />}
      renderItem={(line) => <LedgerRow line={line} />}
    />
  )
}
