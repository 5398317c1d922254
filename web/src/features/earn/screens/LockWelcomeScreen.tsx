import { PrimaryButton } from '@/components/form/PrimaryButton'
import { LockOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import '../earn.css'
import { rateRange } from '../lockming'
import { useLockProducts } from '../queries'
import { useEarnStrings } from '../strings'

const RULES = ['earn.welcome_1', 'earn.welcome_2', 'earn.welcome_3', 'earn.welcome_4', 'earn.welcome_5'] as const

/** The rules of lock mining in short: published ranges and terms, rates fixed once published, reserve-funded interest. */
export function LockWelcomeScreen() {
  const { t } = useEarnStrings()
  const navigate = useNavigate()
  const products = useLockProducts().data ?? []
  return (
    <Page title={t('earn.lock_title')}>
      <div className="earn">
        <section className="ui-card earn-card">
          <div className="earn-card-head">
            <span className="earn-card-icon" aria-hidden="true">
              <LockOutline />
            </span>
            <h2 className="earn-card-title">{t('earn.welcome_title')}</h2>
          </div>
          <ol className="earn-rules">
            {RULES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </section>
        {products.length > 0 && (
          <section className="ui-card earn-card">
            <h3 className="earn-card-title">{t('earn.rate_range')}</h3>
            <table className="earn-ranges">
              <tbody>
                {products.map((product) => (
                  <tr key={product.id}>
                    <td>
                      {product.currency_name} · {t('earn.days', { days: product.day })}
                    </td>
                    <td>{rateRange(product)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <PrimaryButton onClick={() => void navigate(ROUTES.lockming)}>{t('earn.browse')}</PrimaryButton>
      </div>
    </Page>
  )
}
