import { StarFill, StarOutline } from '@/components/icons'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useCollect } from '../queries'

/** The favourite toggle with the number of collectors; a guest is sent to log in. */
export function CollectButton({ code, collected, count }: { code: string; collected: boolean; count: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const collecting = useCollect()
  const toggle = () => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    collecting.mutate(code, {
      onSuccess: () => toast.success(collected ? t('nft.uncollected') : t('nft.collected')),
    })
  }
  return (
    <button
      type="button"
      className={collected ? 'nft-collect nft-collect-on' : 'nft-collect'}
      aria-pressed={collected}
      aria-label={collected ? t('nft.uncollect') : t('nft.collect')}
      disabled={collecting.isPending}
      onClick={toggle}
    >
      {collected ? <StarFill /> : <StarOutline />}
      <span className="nft-collect-count">{count}</span>
    </button>
  )
}
