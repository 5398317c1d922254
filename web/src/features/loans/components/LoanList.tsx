import { PickOne } from '@/components/form/PickOne'
import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { FileOutline } from '@/components/icons'
import { PagedList } from '@/components/PagedList'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { toast } from '@/lib/toast'
import { LOAN_FILTERS } from '../list'
import { useCancel, useLoans, useRepay } from '../queries'
import { plain } from '../terms'
import type { LoanFilter, LoanView } from '../types'
import { AddCollateralSheet } from './AddCollateralSheet'
import { LoanCard } from './LoanCard'

/** The caller's applications and loans by state, read again every 5 s, with their actions. */
export function LoanList({ onBorrow }: { onBorrow: () => void }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<LoanFilter>('all')
  const loans = useLoans(filter)
  const cancelling = useCancel()
  const repaying = useRepay()
  const [topUp, setTopUp] = useState<LoanView | null>(null)
  const busyId = cancelling.isPending ? cancelling.variables : repaying.isPending ? repaying.variables?.id : undefined

  const cancel = async (loan: LoanView) => {
    const confirmed = await Dialog.confirm({
      title: t('loans.cancel_title'),
      content: t('loans.cancel_text', {
        amount: plain(loan.collateral_amount),
        currency: loan.collateral_currency_name,
      }),
      confirmText: t('loans.cancel'),
      cancelText: t('loans.keep'),
    })
    if (!confirmed) return
    cancelling.mutate(loan.id, {
      onSuccess: (message) => toast.success(typeof message === 'string' && message ? message : t('loans.cancelled')),
    })
  }

  const repay = async (loan: LoanView) => {
    const key = newIdempotencyKey()
    const confirmed = await Dialog.confirm({
      title: t('loans.repay_title'),
      content: t('loans.repay_text', {
        debt: plain(loan.debt),
        amount: plain(loan.amount),
        interest: plain(loan.interest_owed),
        currency: loan.currency_name,
        collateral: plain(loan.collateral_amount),
        collateral_currency: loan.collateral_currency_name,
      }),
      confirmText: t('loans.repay'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    repaying.mutate(
      { id: loan.id, key },
      { onSuccess: (message) => toast.success(typeof message === 'string' && message ? message : t('loans.repaid')) },
    )
  }

  return (
    <div className="loans-mine">
      <PickOne
        className="loan-filter"
        columns={4}
        value={filter}
        onPick={setFilter}
        options={LOAN_FILTERS.map((value) => ({ value, label: t(`loans.filter_${value}`) }))}
      />
      <PagedList
        query={loans}
        rowKey={(loan) => loan.id}
        empty={
          <StateView
            icon={<FileOutline />}
            title={t('loans.no_loans')}
            action={{ label: t('loans.borrow_now'), onClick: onBorrow }}
          />
        }
        renderItem={(loan) => (
          <LoanCard
            loan={loan}
            busy={busyId === loan.id}
            onCancel={(row) => void cancel(row)}
            onRepay={(row) => void repay(row)}
            onAddCollateral={setTopUp}
          />
        )}
      />
      <AddCollateralSheet loan={topUp} onClose={() => setTopUp(null)} />
    </div>
  )
}
