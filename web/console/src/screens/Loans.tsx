import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import { loanTabs, type LoanTab } from '../lib/access'
import { useRole } from '../lib/hooks'
import { useI18n, type TextKey } from '../lib/i18n'
import { Eligibility } from './loans/Eligibility'
import { LoanList } from './loans/LoanList'
import { Offers } from './loans/Offers'
import { Reserve } from './loans/Reserve'

const TABS: Record<LoanTab, { label: TextKey; render: () => ReactNode }> = {
  loans: { label: 'loans.tab_loans', render: () => <LoanList /> },
  offers: { label: 'loans.tab_offers', render: () => <Offers /> },
  reserve: { label: 'loans.tab_reserve', render: () => <Reserve /> },
  eligibility: { label: 'loans.tab_eligibility', render: () => <Eligibility /> },
}

/**
 * Collateralised loans: applications and loans (approve or reject), the offers and their terms, the lending reserve
 * (finance), and who may borrow (finance and compliance). Every decision is audited by the server.
 */
export default function Loans() {
  const { t } = useI18n()
  const role = useRole()
  return (
    <Tabs items={loanTabs(role).map((key) => ({ key, label: t(TABS[key].label), children: TABS[key].render() }))} />
  )
}
