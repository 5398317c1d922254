import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
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
    <Page title={t('fund.bill')}>
      <PagedList
        query={bill}
        rowKey={(line) => line.id}
        empty={<StateView title={t('fund.no_records')} />}
        renderItem={(line) => <LedgerRow line={line} />}
      />
    </Page>
  )
}
