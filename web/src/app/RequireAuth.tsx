import { LockOutline } from '@/components/icons'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import { StateView } from '@/components/StateView'
import { ROUTES } from '@/lib/navigation'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'

export const LOGIN_REDIRECT_DELAY = 1200

/** Shows its screen only with a stored token; otherwise asks to log in and goes to login after 1200 ms. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useSession(selectIsLoggedIn)
  const navigate = useNavigate()
  const { t } = useTranslation()

  useEffect(() => {
    if (loggedIn) return
    toast.show(t('guard.login_first'))
    const timer = setTimeout(() => void navigate(ROUTES.login, { replace: true }), LOGIN_REDIRECT_DELAY)
    return () => clearTimeout(timer)
  }, [loggedIn, navigate, t])

  return loggedIn ? children : <StateView icon={<LockOutline />} title={t('guard.login_first')} />
}
