import { Tabs } from 'antd-mobile'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { useSearchParams } from '@/lib/router'
import { BorrowForm } from '../components/BorrowForm'
import { LoanList } from '../components/LoanList'
import '../loans.css'
import { useEligibility, useLoanConfig } from '../queries'
import { useLoansStrings } from '../strings'

type Tab = 'borrow' | 'mine'

/** The Borrow tab: the offers, the form and the rules, once the config is in. */
function BorrowTab({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation()
  const config = useLoanConfig({ live: true })
  const eligibility = useEligibility()
  if (config.data) {
    return <BorrowForm config={config.data} eligible={eligibility.data?.eligible} onApplied={onApplied} />
  }
  if (config.isError) {
    return <LoadFailedView onRetry={() => void config.refetch()} />
  }
  return <LoadingView label={t('common.loading')} />
}

/** Collateralised loans (`?tab=mine` opens the list): borrow against a pledged asset, then follow, repay or top up. */
export function BorrowingScreen() {
  const { t } = useLoansStrings()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'borrow'
  const choose = (next: Tab) => setParams(next === 'mine' ? { tab: 'mine' } : {}, { replace: true })
  return (
    <Page title={t('loans.title')} right={<DemoBadge />}>
      <Tabs activeKey={tab} onChange={(key) => choose(key === 'mine' ? 'mine' : 'borrow')}>
        <Tabs.Tab key="borrow" title={t('loans.tab_borrow')} />
        <Tabs.Tab key="mine" title={t('loans.tab_mine')} />
      </Tabs>
      <div className="loans">
        {tab === 'borrow' ? (
          <BorrowTab onApplied={() => choose('mine')} />
        ) : (
          <LoanList onBorrow={() => choose('borrow')} />
        )}
      </div>
    </Page>
  )
}
