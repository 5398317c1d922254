import { Page } from '@/components/Page'
import '../copytrade.css'
import { useCopyStrings } from '../strings'

const CLAUSES = [
  'copytrade.agreement_price',
  'copytrade.agreement_account',
  'copytrade.agreement_losses',
  'copytrade.agreement_guarantee',
  'copytrade.agreement_figures',
  'copytrade.agreement_stop',
] as const

/** The copy-trading agreement in the interface language. */
export function AgreementScreen() {
  const { t } = useCopyStrings()
  return (
    <Page title={t('copytrade.agreement_title')}>
      <article className="copy copy-agreement">
        <p>{t('copytrade.agreement_intro')}</p>
        <ol>
          {CLAUSES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </article>
    </Page>
  )
}
