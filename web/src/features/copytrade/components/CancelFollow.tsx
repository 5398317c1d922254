import { Button, Dialog } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { useUnfollow } from '../queries'

/** Stops following a trader after a confirmation that says open copies stay open. */
export function CancelFollow({ traderId, nickname }: { traderId: number; nickname: string }) {
  const { t } = useTranslation()
  const unfollowing = useUnfollow()
  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      title: t('copytrade.cancel_title', { name: nickname }),
      content: t('copytrade.cancel_note'),
      confirmText: t('copytrade.cancel_follow'),
      cancelText: t('common.cancel'),
    })
    if (confirmed) unfollowing.mutate(traderId)
  }
  return (
    <Button size="small" fill="outline" color="danger" loading={unfollowing.isPending} onClick={() => void cancel()}>
      {t('copytrade.cancel_follow')}
    </Button>
  )
}
