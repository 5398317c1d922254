import { Page } from '@/components/Page'
import { ROUTES } from '@/lib/navigation'
import { Link } from '@/lib/router'
import '../earn.css'
import { useEarnStrings } from '../strings'

const PARAGRAPHS = ['help_1', 'help_2', 'help_3', 'help_4', 'help_5', 'help_6'] as const

/** What dual investment is and how each payout is worked out, in plain words in the interface language. */
export function DualHelpScreen() {
  const { t } = useEarnStrings()
  return (
    <Page title={t('earn.dual.help_title')}>
      <div className="earn">
        <section className="ui-card earn-card dual-help">
          {PARAGRAPHS.map((key) => (
            <p key={key} className="earn-card-line">
              {t(`earn.dual.${key}`)}
            </p>
          ))}
        </section>
        <div className="earn-links">
          <Link to={ROUTES.invest}>{t('earn.dual.browse')}</Link>
        </div>
      </div>
    </Page>
  )
}
