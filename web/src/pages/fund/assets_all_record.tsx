import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Page } from '@/app/Page'
import { StateView } from '@/app/StateView'
import { PagedList } from '@/features/content/components/PagedList'
import { useBill } from '@/features/wallet/queries'
import type { LedgerLine } from '@/features/wallet/types'
import { Dec } from '@/lib/decimal'
import '@/features/wallet/wallet.css'

function signed(value: string): string {
  return value.startsWith('-') ? value : `+${value}`
}

/** A line's change of the available amount, or of the frozen amount when only that moved (a withdrawal paid). */
function BillValue({ line, frozenLabel }: { line: LedgerLine; frozenLabel: string }) {
  const frozenOnly = new Dec(line.value).isZero() && !new Dec(line.frozen_value ?? '0').isZero()
  const value = frozenOnly ? line.frozen_value : line.value
  return (
    <div className={value.startsWith('-') ? 'value-down' : 'value-up'}>
      {signed(value)} {line.currency_name}
      {frozenOnly && <div className="assets-row-frozen">{frozenLabel}</div>}
    </div>
  )
}

/** The bill: every ledger line of the user, or of one asset in one account (`?currency=&type=`). */
export default function BillScreen() {
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
        renderItem={(line) => (
          <div className="record-row bill-row">
            <div>
              <strong>{line.info}</strong>
              <div className="assets-row-frozen">
                {t(`fund.account_${line.account}`)} · {line.created_time}
              </div>
            </div>
            <BillValue line={line} frozenLabel={t('fund.frozen')} />
          </div>
        )}
      />
    </Page>
  )
}
