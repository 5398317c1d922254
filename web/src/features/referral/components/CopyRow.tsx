import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'

/** A labelled value with a Copy button that puts it on the clipboard. */
export function CopyRow({ label, value, className }: { label: string; value: string; className: string }) {
  const { t } = useTranslation()
  const copy = () => {
    const failed = () => toast.show(t('referral.copy_failed'))
    if (!navigator.clipboard) return failed()
    void navigator.clipboard.writeText(value).then(() => toast.success(t('referral.copied')), failed)
  }
  return (
    <div className={`referral-copy ${className}`}>
      <span className="referral-copy-label">{label}</span>
      <span className="referral-copy-value num">{value}</span>
      <Button size="mini" color="primary" fill="outline" onClick={copy} aria-label={`${t('referral.copy')} ${label}`}>
        {t('referral.copy')}
      </Button>
    </div>
  )
}
