import { RightOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { Link } from '@/lib/router'

/** A trade screen section's title with the link to its history at the end. */
export function HistoryTitle({
  title,
  to,
  linkClassName = 'more-link',
}: {
  title: string
  /** The route of the history. */
  to: string
  linkClassName?: string
}) {
  const { t } = useTranslation()
  return (
    <h3 className="section-title">
      {title}
      <Link className={linkClassName} to={to}>
        {t('trade.history')}
        <RightOutline />
      </Link>
    </h3>
  )
}
