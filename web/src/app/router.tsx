import { createHashRouter, Navigate } from 'react-router'
import { registerNavigator, ROUTES } from '@/lib/navigation'
import { RequireAuth } from './RequireAuth'
import { NotFoundScreen, SCREENS } from './routes'
import { Shell } from './Shell'

export const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={ROUTES.home} replace /> },
      ...SCREENS.map(({ path, Screen, auth }) => ({
        path,
        element: auth ? (
          <RequireAuth>
            <Screen />
          </RequireAuth>
        ) : (
          <Screen />
        ),
      })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
])

registerNavigator((path, options) => void router.navigate(path, options))
