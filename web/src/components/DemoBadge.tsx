import { useTranslation } from '@/lib/i18n'
import { useSession } from '@/lib/session'
import './DemoBadge.css'

/** Marks a demo deployment (simulated prices, demo funds) so nobody takes it for a live venue. */
export function DemoBadge({ className }: { className?: string }) {
  const { t } = useTranslation()
  const demo = useSession((s) => s.siteConfig?.demo === 1)
  return demo ? (
    <span className={className ? `demo-badge ${className}` : 'demo-badge'} title={t('common.demo_hint')}>
      {t('common.demo')}
    </span>
  ) : null
}
