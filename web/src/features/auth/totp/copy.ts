import { t } from '@/lib/i18n'
import { toast } from '@/lib/toast'

/** Copies `text` to the clipboard and says whether it worked. */
export function copyText(text: string): void {
  const failed = () => toast.show(t('auth_totp.copy_failed'))
  if (!navigator.clipboard) return failed()
  void navigator.clipboard.writeText(text).then(() => toast.success(t('auth_totp.copied')), failed)
}
