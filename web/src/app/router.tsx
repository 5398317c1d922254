import { useEffect } from 'react'
import { registerNavigator, ROUTES } from '@/lib/navigation'
import { hashHistory, Navigate, Router, useLocation, useNavigate } from '@/lib/router'
import { RequireAuth } from './RequireAuth'
import { NotFoundScreen, SCREENS, type ScreenRoute } from './routes'
import { Shell } from './Shell'

/** Lets code outside React (request wrapper, socket) navigate with the router; before it mounts they set the hash. */
function NavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => registerNavigator((path, options) => navigate(path, options)), [navigate])
  return null
}

const BY_PATH = new Map<string, ScreenRoute>(SCREENS.map((route) => [route.path, route]))

/** The screen of the current path: the opening path goes home, an unknown one shows "not found". */
function CurrentScreen() {
  const { pathname } = useLocation()
  if (pathname === '/') return <Navigate to={ROUTES.home} replace />
  const route = BY_PATH.get(pathname)
  if (!route) return <NotFoundScreen />
  const { Screen, auth } = route
  return auth ? (
    <RequireAuth>
      <Screen />
    </RequireAuth>
  ) : (
    <Screen />
  )
}

let history: ReturnType<typeof hashHistory> | null = null

/** The app's hash routes: every screen is a fixed path inside the shell. */
export function AppRouter() {
  history ??= hashHistory()
  return (
    <Router history={history}>
      <NavigatorBridge />
      <Shell>
        <CurrentScreen />
      </Shell>
    </Router>
  )
}
