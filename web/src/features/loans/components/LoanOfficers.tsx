import { Suspense } from 'react'
import { useLoanConfig } from '../config'
import '../loans.css'
import { contactHref, filledOfficers } from '../officers'
import { useLoansStrings } from '../strings'

function OfficerList() {
  const { t } = useLoansStrings()
  const config = useLoanConfig()
  const rows = filledOfficers(config.data?.officers)
  if (rows.length === 0) return null
  return (
    <section className="loan-officers card">
      <h3>{t('loans.officers_title')}</h3>
      <dl>
        {rows.map(({ role, value }) => {
          const href = contactHref(value)
          return (
            <div key={role} className={`loan-officer ${role}`}>
              <dt>{t(`loans.officer_${role}`)}</dt>
              <dd>
                {href ? (
                  <a href={href} target={href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

/**
 * The loan contacts (online service, loan officer, repayment officer) the operator published, for the contact page;
 * nothing while they load or when none is filled in.
 */
export function LoanOfficers() {
  return (
    <Suspense fallback={null}>
      <OfficerList />
    </Suspense>
  )
}
