import { useEffect } from 'react'
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router'
import { registerNavigator, ROUTES } from '@/lib/navigation'
import { RequireAuth } from './RequireAuth'
import { NotFoundScreen, SCREENS } from './routes'
import { Shell } from './Shell'

/** Lets code outside React (request wrapper, socket) navigate with the router; before it mounts they set the hash. */
function NavigatorBridge() {
  const navigate = useNavigate()
  useEffect(() => registerNavigator((path, options) => void navigate(path, options)), [navigate])
  return null
}

/**
 * The app's hash routes. The declarative router is enough (screens load their own data through queries) and
 * weighs half of the data router.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <NavigatorBridge />
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<Navigate to={ROUTES.home} replace />} />
          {SCREENS.map(({ path, Screen, auth }) => (
            <Route
              key={path}
              path={path}
              element={
                auth ? (
                  <RequireAuth>
                    <Screen />
                  </RequireAuth>
                ) : (
                  <Screen />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </HashRouter>
  )
}
