import { Button } from 'antd-mobile'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'

interface FollowActionProps {
  traderId: number
  followed: boolean
}

/** Follow (to the setting sheet; a guest logs in first) or, when already following, a way to the setting. */
export function FollowAction({ traderId, followed }: FollowActionProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const self = useSession((s) => s.user?.id) === traderId
  if (self) return <span className="copy-tag">{t('copytrade.you')}</span>
  const open = () => void navigate(loggedIn ? `${ROUTES.followSetting}?id=${traderId}` : ROUTES.login)
  return followed ? (
    <Button size="mini" fill="outline" className="copy-following" onClick={open}>
      {t('copytrade.following')}
    </Button>
  ) : (
    <Button size="mini" color="primary" className="copy-follow" onClick={open}>
      {t('copytrade.follow')}
    </Button>
  )
}
