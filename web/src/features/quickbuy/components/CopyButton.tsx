import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'

/** A small button that copies `text` (an account number, a reference) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const copy = () => {
    const failed = () => toast.show(t('quickbuy.copy_failed'))
    if (!navigator.clipboard) return failed()
    void navigator.clipboard.writeText(text).then(() => toast.success(t('quickbuy.copied')), failed)
  }
  return (
    <button type="button" className="qb-copy" aria-label={`${t('quickbuy.copy')} ${label}`} onClick={copy}>
      {t('quickbuy.copy')}
    </button>
  )
}

/** A fact with a copy button beside its value. */
export function CopyFact({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `wide qb-copy-fact ${className}` : 'wide qb-copy-fact'}>
      <dt>{label}</dt>
      <dd>
        <span className="qb-copy-value">{value || '--'}</span>
        {value && <CopyButton text={value} label={label} />}
      </dd>
    </div>
  )
}
