import { GiftOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { LoadFailedView, LoadingView, StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { ROUTES } from '@/lib/navigation'
import { Link, useNavigate } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { ProjectCard } from '../components/ProjectCard'
import '../earn.css'
import { byStatus } from '../ieo'
import { useIeoProjects } from '../queries'
import { useEarnStrings } from '../strings'

/** The IEO launchpad: every project with its status, price, progress and the countdown to its start or end. */
export function IeoProjectsScreen() {
  const { t } = useEarnStrings()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const projects = useIeoProjects()
  const now = useNow()
  const list = byStatus(projects.data ?? [])
  return (
    <Page title={t('earn.ieo.title')}>
      {projects.isPending ? (
        <LoadingView label={t('common.loading')} />
      ) : projects.isError ? (
        <LoadFailedView onRetry={() => void projects.refetch()} />
      ) : list.length === 0 ? (
        <StateView icon={<GiftOutline />} title={t('earn.ieo.none')} />
      ) : (
        <div className="earn">
          {loggedIn && (
            <div className="earn-links">
              <Link to={ROUTES.ieoOrders}>{t('earn.ieo.my_subscriptions')}</Link>
            </div>
          )}
          {list.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              now={now}
              onOpen={() => void navigate(`${ROUTES.ieoSubscribe}?id=${project.id}`)}
            />
          ))}
        </div>
      )}
    </Page>
  )
}
